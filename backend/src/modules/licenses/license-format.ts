import { createHash, KeyObject, sign, verify } from 'node:crypto';
import {
  assembleLicenseKey,
  decodeLicenseKey,
  LicensePayload,
  LicenseTier,
  licenseSignedText,
  markMatchesTier,
  TIER_GRANTS,
} from './license-key-format';

/** The format itself lives in license-key-format.ts (shared with the local edition). */
export { TIER_GRANTS };
export type { LicensePayload };
export type Tier = LicenseTier;

/** The key id: the first 16 hex characters of SHA-256 over the raw 32-byte public key. */
export function keyIdOf(rawPublicKey: Buffer): string {
  return createHash('sha256').update(rawPublicKey).digest('hex').slice(0, 16);
}

/** IRON-{MARK}-{payload}.{signature} in base64url, Ed25519 over "IRON-{MARK}-{payload}". */
export function encodeLicense(payload: LicensePayload, privateKey: KeyObject): string {
  const signed = licenseSignedText(payload);
  return assembleLicenseKey(signed, sign(null, Buffer.from(signed, 'ascii'), privateKey));
}

export type LicenseCheck =
  | { valid: true; payload: LicensePayload }
  | {
      valid: false;
      code:
        | 'LICENSE_MALFORMED'
        | 'LICENSE_UNKNOWN_SIGNER'
        | 'LICENSE_BAD_SIGNATURE'
        | 'LICENSE_EXPIRED';
    };

/**
 * The offline check the local edition performs (docs/licensing.md, "Verification"), minus the
 * device limit, for keys of either encoding; used by tests and by anyone auditing a key against
 * our public key.
 */
export function verifyLicense(
  key: string,
  publicKey: KeyObject,
  keyId: string,
  now: Date,
): LicenseCheck {
  const decoded = decodeLicenseKey(key);
  if (!decoded.ok) return { valid: false, code: 'LICENSE_MALFORMED' };
  const { payload, signedText, signature } = decoded.key;
  if (payload.kid !== keyId) return { valid: false, code: 'LICENSE_UNKNOWN_SIGNER' };
  if (!verify(null, Buffer.from(signedText, 'ascii'), publicKey, signature)) {
    return { valid: false, code: 'LICENSE_BAD_SIGNATURE' };
  }
  if (!markMatchesTier(decoded.key)) return { valid: false, code: 'LICENSE_MALFORMED' };
  if (Date.parse(payload.exp) <= now.getTime()) return { valid: false, code: 'LICENSE_EXPIRED' };
  return { valid: true, payload };
}
