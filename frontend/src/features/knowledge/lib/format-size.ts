import { plural } from '@/lib/plural';

/** 1.2 MB, 340 KB, 12 bytes: file sizes as people read them. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return plural(bytes, 'byte');
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
