import { createHash, KeyObject, sign, verify } from 'node:crypto';

/** What each tier grants (spec §6). */
export const TIER_GRANTS = {
  starter: { mark: 'STARTER', maxUsers: 1, features: ['basic_chat', 'memory_persistence'] },
  pro: {
    mark: 'PRO',
    maxUsers: 5,
    features: ['basic_chat', 'memory_persistence', 'advanced_models', 'multi_user'],
  },
} as const;
export type Tier = keyof typeof TIER_GRANTS;

/** The signed payload, exactly as docs/licensing.md lists it. */
export interface LicensePayload {
  v: 1;
  lid: string;
  kid: string;
  org: string;
  orgSlug: string;
  tier: Tier;
  maxUsers: number;
  features: string[];
  iat: string;
  exp: string;
}

const KEY_PATTERN = /^IRON-(PRO|STARTER)-([0-9a-f]+)-([0-9a-f]{128})$/;

/** The key id: the first 16 hex characters of SHA-256 over the raw 32-byte public key. */
export function keyIdOf(rawPublicKey: Buffer): string {
  return createHash('sha256').update(rawPublicKey).digest('hex').slice(0, 16);
}

/** IRON-{MARK}-{payloadHex}-{signatureHex}, Ed25519 over "IRON-{MARK}-{payloadHex}". */
export function encodeLicense(payload: LicensePayload, privateKey: KeyObject): string {
  const signed = `IRON-${TIER_GRANTS[payload.tier].mark}-${Buffer.from(JSON.stringify(payload), 'utf8').toString('hex')}`;
  const signature = sign(null, Buffer.from(signed, 'ascii'), privateKey);
  return `${signed}-${signature.toString('hex')}`;
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
 * device limit; used here by tests and by anyone auditing a key against our public key.
 */
export function verifyLicense(
  key: string,
  publicKey: KeyObject,
  keyId: string,
  now: Date,
): LicenseCheck {
  const match = KEY_PATTERN.exec(key.trim());
  if (!match) return { valid: false, code: 'LICENSE_MALFORMED' };
  const [, mark, payloadHex, signatureHex] = match;
  let payload: LicensePayload;
  try {
    payload = JSON.parse(Buffer.from(payloadHex, 'hex').toString('utf8')) as LicensePayload;
  } catch {
    return { valid: false, code: 'LICENSE_MALFORMED' };
  }
  if (!payload || typeof payload !== 'object' || !(payload.tier in TIER_GRANTS)) {
    return { valid: false, code: 'LICENSE_MALFORMED' };
  }
  if (payload.kid !== keyId) return { valid: false, code: 'LICENSE_UNKNOWN_SIGNER' };
  const signed = Buffer.from(`IRON-${mark}-${payloadHex}`, 'ascii');
  if (!verify(null, signed, publicKey, Buffer.from(signatureHex, 'hex'))) {
    return { valid: false, code: 'LICENSE_BAD_SIGNATURE' };
  }
  if (TIER_GRANTS[payload.tier].mark !== mark) return { valid: false, code: 'LICENSE_MALFORMED' };
  if (Date.parse(payload.exp) <= now.getTime()) return { valid: false, code: 'LICENSE_EXPIRED' };
  return { valid: true, payload };
}
