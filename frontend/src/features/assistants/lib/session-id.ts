const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** Spec §3: prefix + current time + 8 random characters. */
export function createSessionId(prefix: string): string {
  const random = Array.from(
    crypto.getRandomValues(new Uint8Array(8)),
    (byte) => ALPHABET[byte % ALPHABET.length],
  ).join('');
  return `${prefix}${Date.now()}${random}`;
}
