/**
 * The one way the app writes a moment for people (issue 34, item 19): in the reader's own
 * locale and time zone, the same style on every screen — "Mar 4, 2025" and "Mar 4, 2025, 9:05 AM"
 * for an American reader, "4 Mar 2025, 09:05" for a British one. Built on Intl (no locale data
 * shipped); formatters are made once per style and kept. Screens pass no `options`; tests pin a
 * locale and zone, and a calendar date written in UTC (a license's expiry) is read in UTC so no
 * reader sees the day before. A value that is not a date reads as "Unknown".
 */
type Style = 'date' | 'dateTime' | 'time';
type Options = { locale?: string; timeZone?: string };

const STYLES: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Style, { locale, timeZone }: Options): Intl.DateTimeFormat {
  const key = `${style}|${locale ?? ''}|${timeZone ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    formatters.set(key, made);
  }
  return made;
}

function format(style: Style, value: string | number | Date, options: Options = {}): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown' : formatter(style, options).format(date);
}

/** "Mar 4, 2025" (en-US). */
export const formatDate = (value: string | number | Date, options?: Options) =>
  format('date', value, options);

/** "Mar 4, 2025, 9:05 AM" (en-US). */
export const formatDateTime = (value: string | number | Date, options?: Options) =>
  format('dateTime', value, options);

/** "9:05 AM" (en-US), for a moment of today such as "Last updated". */
export const formatTime = (value: string | number | Date, options?: Options) =>
  format('time', value, options);
