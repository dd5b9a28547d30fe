import { formatDateTime } from '@/lib/format-time';

/** The shared date-and-time style (lib/format-time.ts), e.g. "Mar 4, 2025, 9:05 AM". */
export const formatMemoryDate = (iso: string) => formatDateTime(iso);
