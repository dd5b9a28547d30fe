import { format } from 'date-fns';

/** "Mar 1, 2026". */
export const formatDay = (iso: string) => format(new Date(iso), 'MMM d, yyyy');
