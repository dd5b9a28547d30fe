import { format } from 'date-fns';

/** The account pages' date style, e.g. "Mar 4, 2025 09:05". */
export const formatMemoryDate = (iso: string) => format(new Date(iso), 'MMM d, yyyy HH:mm');
