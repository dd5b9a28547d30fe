import type { LicensePublicKey } from '../api/get-license-public-key';
import {
  LICENSE_PREFIX,
  parseSignedKey,
  TIER_GRANTS,
  tierFromKey,
  type LicenseFeature,
  type LicenseTier,
} from './license-key';
import { base64UrlToBytes, verifyEd25519 } from './verify-signature';

/** How far the browser could check a key it accepted. */
export type SignatureStatus =
  | 'verified'
  | 'not-signed' // not in the signed format: only the prefix rule applies
  | 'no-public-key' // the server publishes no key (or could not be reached)
  | 'unsupported'; // this browser has no Ed25519 in WebCrypto (or no WebCrypto on plain HTTP)

export type AcceptedKey = {
  outcome: 'accepted';
  key: string;
  tier: LicenseTier;
  maxUsers: number;
  features: LicenseFeature[];
  signature: SignatureStatus;
  organization?: string;
  expiresAt?: string;
};

export type RejectedKey = { outcome: 'rejected'; reason: string };

export type KeyCheck = AcceptedKey | RejectedKey;

/** Spec §8's description for a key without the IRON- prefix. */
export const INVALID_KEY_REASON = 'Please check your license key and try again.';
export const DAMAGED_KEY_REASON =
  'This license key is damaged: its contents cannot be read. Copy it again from your license e-mail.';
export const BAD_SIGNATURE_REASON =
  'This license key failed its signature check: it was changed after it was issued, or it was not issued by IronKeep.';

type Dependencies = {
  now: Date;
  getPublicKey: () => Promise<LicensePublicKey | null>;
  /** WebCrypto; undefined where the browser has none (plain-HTTP pages). */
  subtle?: SubtleCrypto;
};

/**
 * The download page's licence check, entirely in the browser (the key is never sent anywhere):
 * the spec's prefix and tier rules, and for a signed key (docs/licensing.md) its Ed25519
 * signature and expiry.
 */
export async function checkLicenseKey(key: string, deps: Dependencies): Promise<KeyCheck> {
  if (!key.startsWith(LICENSE_PREFIX)) return { outcome: 'rejected', reason: INVALID_KEY_REASON };
  const tier = tierFromKey(key);
  const accepted = (signature: SignatureStatus, extra: Partial<AcceptedKey> = {}): AcceptedKey => ({
    outcome: 'accepted',
    key,
    tier,
    ...TIER_GRANTS[tier],
    signature,
    ...extra,
  });

  const signed = parseSignedKey(key);
  if (signed === null) return accepted('not-signed');
  if (signed === 'damaged') return { outcome: 'rejected', reason: DAMAGED_KEY_REASON };

  const { payload } = signed;
  const details = { organization: payload.org, expiresAt: payload.exp };
  const signature = await checkSignature(signed, deps);
  if (signature === 'invalid') return { outcome: 'rejected', reason: BAD_SIGNATURE_REASON };
  if (signature === 'other-signer') {
    return {
      outcome: 'rejected',
      reason: `This license key was signed with another IronKeep key (key id ${payload.kid}), not the one this server issues licenses with.`,
    };
  }
  if (new Date(payload.exp).getTime() <= deps.now.getTime()) {
    return {
      outcome: 'rejected',
      reason: `This license key expired on ${formatDate(payload.exp)}. Contact sales to renew it.`,
    };
  }
  return accepted(signature, details);
}

async function checkSignature(
  signed: Exclude<ReturnType<typeof parseSignedKey>, 'damaged' | null>,
  deps: Dependencies,
): Promise<SignatureStatus | 'invalid' | 'other-signer'> {
  const publicKey = await deps.getPublicKey();
  if (!publicKey) return 'no-public-key';
  if (publicKey.keyId !== signed.payload.kid) return 'other-signer';
  const result = await verifyEd25519(
    base64UrlToBytes(publicKey.publicKey),
    signed.signature,
    signed.signedText,
    'subtle' in deps ? deps.subtle : globalThis.crypto?.subtle,
  );
  return result === 'valid' ? 'verified' : result;
}

/** "March 1, 2027", the calendar date the key states (UTC). */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
