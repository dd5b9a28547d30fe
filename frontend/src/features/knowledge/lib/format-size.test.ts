import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it.each([
    [1, '1 byte'],
    [12, '12 bytes'],
    [340 * 1024, '340 KB'],
    [1.2 * 1024 * 1024, '1.2 MB'],
  ])('%i → %s', (bytes, text) => expect(formatSize(bytes)).toBe(text));
});
