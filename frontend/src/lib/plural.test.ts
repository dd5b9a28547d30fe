import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it.each([
    [0, 'server', undefined, '0 servers'],
    [1, 'server', undefined, '1 server'],
    [5, 'user', undefined, '5 users'],
    [1, 'entry', 'entries', '1 entry'],
    [2, 'entry', 'entries', '2 entries'],
    [12500, 'event', undefined, '12,500 events'],
  ])('%i %s → %s', (count, singular, pluralForm, text) =>
    expect(plural(count, singular, pluralForm)).toBe(text),
  );
});
