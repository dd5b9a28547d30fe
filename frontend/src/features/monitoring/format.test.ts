import { describe, expect, it } from 'vitest';
import { formatMb, formatNumber, formatUptime } from './format';

describe('monitoring formatters', () => {
  it('shows uptime as days, hours and minutes', () => {
    expect(formatUptime(0)).toBe('0d 0h 0m');
    expect(formatUptime(59)).toBe('0d 0h 0m');
    expect(formatUptime(93_784)).toBe('1d 2h 3m');
  });

  it('shows bytes as megabytes and trims decimals', () => {
    expect(formatMb(512 * 1024 * 1024)).toBe('512 MB');
    expect(formatMb(16 * 1024 ** 3)).toBe('16,384 MB');
    expect(formatNumber(12.345)).toBe('12.3');
    expect(formatNumber(0.5678, 3)).toBe('0.568');
  });
});
