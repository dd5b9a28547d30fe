import { generateSecret, generateURI, verifySync } from 'otplib';

/** RFC 6238 as every authenticator app understands it: SHA-1, 6 digits, 30 s (protocols.md §4). */
export const TOTP_PERIOD_S = 30;
export const TOTP_ISSUER = 'IronKeep';
// 20 random bytes = 160 bits, the size RFC 4226 recommends (32 Base32 characters).
const SECRET_BYTES = 20;

export function newTotpSecret(): string {
  return generateSecret({ length: SECRET_BYTES });
}

/** otpauth://totp/IronKeep:<username>?secret=...&issuer=IronKeep (plain defaults only). */
export function otpauthUri(username: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: username.replace(/:/g, ''), secret });
}

/**
 * Returns the time step the code belongs to, or null. One step of drift either way is
 * accepted; steps at or before `lastStep` are refused so an accepted code cannot be replayed.
 */
export function matchTotp(
  secret: string,
  token: string,
  lastStep: number | null,
  nowMs: number,
): number | null {
  if (!/^\d{6}$/.test(token)) return null;
  const result = verifySync({
    secret,
    token,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOTP_PERIOD_S,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
