import { describe, expect, it } from 'vitest';
import { formatDay, formatResetDay, formatTokensShort, percentUsed } from './format-tokens';

describe('usage figures', () => {
  it('shortens token counts for the chart and the bar', () => {
    expect(formatTokensShort(5_000_000)).toBe('5M');
    expect(formatTokensShort(1_234_567)).toBe('1.2M');
    expect(formatTokensShort(950)).toBe('950');
  });

  it("says UTC days in the app's date format, whatever the browser zone", () => {
    expect(formatResetDay('2026-07-01T00:00:00.000Z')).toBe('Jul 1, 2026');
    expect(formatDay('2026-03-14')).toBe('Mar 14, 2026');
  });

  it('gives the percent used, past 100 when a call finished past the allowance', () => {
    expect(percentUsed(210, 250)).toBe(84);
    expect(percentUsed(300, 250)).toBe(120);
    expect(percentUsed(5, null)).toBeNull();
    expect(percentUsed(0, 0)).toBe(100);
  });
});
