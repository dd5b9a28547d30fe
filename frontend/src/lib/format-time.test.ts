import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format-time';

const moment = '2025-03-04T09:05:00.000Z';

describe('format-time: one style everywhere, in the reader’s locale', () => {
  it('writes an American reader’s date and time', () => {
    const us = { locale: 'en-US', timeZone: 'UTC' };
    expect(formatDate(moment, us)).toBe('Mar 4, 2025');
    expect(formatDateTime(moment, us)).toBe('Mar 4, 2025, 9:05 AM');
    expect(formatTime(moment, us)).toBe('9:05 AM');
  });

  it('follows the locale and the time zone', () => {
    expect(formatDateTime(moment, { locale: 'en-GB', timeZone: 'UTC' })).toBe('4 Mar 2025, 09:05');
    expect(formatDateTime(moment, { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe(
      '04.03.2025, 10:05',
    );
  });

  it('takes dates and milliseconds, and says Unknown for what is not a date', () => {
    const us = { locale: 'en-US', timeZone: 'UTC' };
    expect(formatDate(new Date(moment), us)).toBe('Mar 4, 2025');
    expect(formatDate(Date.parse(moment), us)).toBe('Mar 4, 2025');
    expect(formatDate('not a date', us)).toBe('Unknown');
  });
});
