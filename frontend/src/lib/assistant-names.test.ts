import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_NAMES, assistantName } from './assistant-names';

/** id → name pairs of the backend's assistant catalog, read from its source. */
function backendAssistantNames(): Record<string, string> {
  const source = readFileSync(
    resolve(import.meta.dirname, '../../../backend/src/modules/assistants/assistant-catalog.ts'),
    'utf8',
  );
  const pairs = source.matchAll(/\{ id: '([^']+)', name: '([^']+)'/g);
  return Object.fromEntries([...pairs].map((m) => [m[1], m[2]]));
}

describe('assistantName', () => {
  it('names every assistant as the backend catalog does', () => {
    const backend = backendAssistantNames();
    expect(Object.keys(backend)).toContain('brain');
    expect(ASSISTANT_NAMES).toEqual(backend);
  });

  it('never shows a raw id', () => {
    expect(assistantName('brain')).toBe('Intelligence Assistant');
    expect(assistantName('deploy')).toBe('Operations Manager');
    expect(assistantName('field_support')).toBe('Field Support');
  });
});
