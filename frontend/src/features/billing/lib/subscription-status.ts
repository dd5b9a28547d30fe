import { formatDate } from '@/lib/format-time';

/** "Mar 1, 2026" in the reader's locale (lib/format-time.ts). */
export const formatDay = (iso: string) => formatDate(iso);
