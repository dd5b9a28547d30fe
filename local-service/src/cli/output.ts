import { styleText } from 'node:util';

type Style = Parameters<typeof styleText>[0];

/** Colour only for a terminal that wants it (NO_COLOR, pipes and files get plain text). */
export function useColor(stream: NodeJS.WriteStream = process.stdout): boolean {
  return Boolean(stream.isTTY) && !process.env.NO_COLOR && process.env.TERM !== 'dumb';
}

export function paint(
  style: Style,
  text: string,
  stream: NodeJS.WriteStream = process.stdout,
): string {
  return useColor(stream) ? styleText(style, text) : text;
}

export function out(text = ''): void {
  process.stdout.write(`${text}\n`);
}

export function err(text: string): void {
  process.stderr.write(`${text}\n`);
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 4113301824 → "4.1 GB" (decimal units, as Ollama prints them). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${UNITS[unit]}`;
}

/** A licence key as support may see it: the mark only. */
export function maskLicenseKey(key: string): string {
  const mark = /^IRON-(PRO|STARTER)-/.exec(key.trim());
  return mark ? `IRON-${mark[1]}-[REDACTED]` : '[REDACTED]';
}
