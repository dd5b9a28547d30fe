import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const BACKUP_CODE_COUNT = 10;
export const BACKUP_CODE_DIGITS = 8;

/** Ten 8-digit codes: digits only, so they fit the login and disable fields (6–8 digits). */
export function generateBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () =>
    String(randomInt(0, 10 ** BACKUP_CODE_DIGITS)).padStart(BACKUP_CODE_DIGITS, '0'),
  );
}

/**
 * `salt:sha256(salt + code)`. A per-code salt defeats precomputed tables; a slow hash would
 * add little for a 10^8 space while costing ten argon2 runs per backup-code sign-in.
 */
export function hashBackupCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHash('sha256')
    .update(salt + code)
    .digest('hex')}`;
}

/** Index of the stored hash that matches `code`, or -1. Every hash is compared. */
export function findBackupCode(hashes: string[], code: string): number {
  let found = -1;
  hashes.forEach((stored, i) => {
    const [salt, digest] = stored.split(':');
    const candidate = hashBackupCode(code, salt).split(':')[1];
    if (
      digest?.length === candidate.length &&
      timingSafeEqual(Buffer.from(digest), Buffer.from(candidate)) &&
      found === -1
    ) {
      found = i;
    }
  });
  return found;
}
