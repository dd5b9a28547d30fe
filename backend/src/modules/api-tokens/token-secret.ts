import { createHash, randomBytes } from 'node:crypto';

export const TOKEN_PREFIX = 'ikt_';
const SECRET_BYTES = 32;
/** `ikt_` + base64url of 32 random bytes (43 characters). */
const TOKEN_SHAPE = /^ikt_[A-Za-z0-9_-]{43}$/;
/** How much of the token the list shows: the prefix and 8 characters (48 of 256 bits). */
const DISPLAY_LENGTH = TOKEN_PREFIX.length + 8;

export interface NewTokenSecret {
  token: string;
  hash: string;
  prefix: string;
}

export function newTokenSecret(): NewTokenSecret {
  const token = TOKEN_PREFIX + randomBytes(SECRET_BYTES).toString('base64url');
  return { token, hash: hashToken(token), prefix: token.slice(0, DISPLAY_LENGTH) };
}

/**
 * SHA-256, not a password hash: the secret carries 256 random bits, so there is nothing to slow
 * down, and the Bearer check must stay cheap on every request.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function looksLikeToken(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}
