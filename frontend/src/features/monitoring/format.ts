/** 93784 s → "1d 2h 3m" (spec: uptime as days, hours, minutes). */
export function formatUptime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds / 60));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  return `${days}d ${hours}h ${minutes}m`;
}

/** Bytes → whole megabytes ("512 MB"). */
export function formatMb(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024)).toLocaleString('en-US')} MB`;
}

/** One decimal place at most: 12.345 → "12.3". */
export function formatNumber(value: number, digits = 1): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: digits });
}
