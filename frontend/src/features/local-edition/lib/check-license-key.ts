import { formatDate as formatDay } from '@/lib/format-time';
import type { LicensePublicKey } from '../api/get-license-public-key';
import {
  base64UrlToBytes,
  decodeLicenseKey,
  LICENSE_KEY_PREFIX,
  markMatchesTier,
  type DecodedLicenseKey,
  type LicenseTier,
} from './license-key-format';
import { verifyEd25519 } from './verify-signature';

/** How far the browser could check a key it accepted. */
export type SignatureStatus = 'verified' | 'no-public-key'; // the server that sent this page publishes no signing key

export type AcceptedKey = {
  outcome: 'accepted';
  key: string;
  tier: LicenseTier;
  maxUsers: number;
  features: string[];
  organization: string;
  expiresAt: string;
  signature: SignatureStatus;
};

export type RejectedKey = { outcome: 'rejected'; reason: string };

export type KeyCheck = AcceptedKey | RejectedKey;

/** Spec §8's description for a key without the IRON- prefix. */
export const INVALID_KEY_REASON = 'Please check your license key and try again.';
export const NOT_A_KEY_REASON =
  'This is not an IronKeep license key: a key is IRON-PRO- or IRON-STARTER- followed by a signed code of several hundred characters. Copy the whole key from your Organization page or your license e-mail.';
export const DAMAGED_KEY_REASON =
  'This license key is damaged: its contents cannot be read. Copy it again from your Organization page or your license e-mail.';
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
 * the format (license-key-format.ts, the backend's rules), the Ed25519 signature against the
 * published key, the mark and the expiry. What the key grants is read from its signed payload.
 */
export async function checkLicenseKey(key: string, deps: Dependencies): Promise<KeyCheck> {
  const rejected = (reason: string): RejectedKey => ({ outcome: 'rejected', reason });
  if (!key.startsWith(LICENSE_KEY_PREFIX)) return rejected(INVALID_KEY_REASON);
  const decoded = decodeLicenseKey(key);
  if (!decoded.ok) {
    const shapeOnly = ['wrong format', 'too long'].includes(decoded.reason);
    return rejected(shapeOnly ? NOT_A_KEY_REASON : DAMAGED_KEY_REASON);
  }
  const { payload } = decoded.key;
  const signature = await checkSignature(decoded.key, deps);
  if (signature === 'invalid') return rejected(BAD_SIGNATURE_REASON);
  if (signature === 'other-signer') {
    return rejected(
      `This license key was signed with another IronKeep key (key id ${payload.kid}), not the one this server issues licenses with.`,
    );
  }
  if (!markMatchesTier(decoded.key)) return rejected(DAMAGED_KEY_REASON);
  if (new Date(payload.exp).getTime() <= deps.now.getTime()) {
    return rejected(
      `This license key expired on ${formatDate(payload.exp)}. Renew it from your Organization page, or contact sales.`,
    );
  }
  return {
    outcome: 'accepted',
    key,
    tier: payload.tier,
    maxUsers: payload.maxUsers,
    features: payload.features,
    organization: payload.org,
    expiresAt: payload.exp,
    signature,
  };
}

async function checkSignature(
  key: DecodedLicenseKey,
  deps: Dependencies,
): Promise<SignatureStatus | 'invalid' | 'other-signer'> {
  const publicKey = await deps.getPublicKey();
  if (!publicKey) return 'no-public-key';
  if (publicKey.keyId !== key.payload.kid) return 'other-signer';
  const raw = base64UrlToBytes(publicKey.publicKey);
  if (!raw) return 'no-public-key';
  const subtle = 'subtle' in deps ? deps.subtle : globalThis.crypto?.subtle;
  return (await verifyEd25519(raw, key.signature, key.signedText, subtle)) ? 'verified' : 'invalid';
}

/** "Mar 1, 2027" (en-US), the calendar date the key states: read in UTC so no reader sees the day before. */
export function formatDate(iso: string): string {
  return formatDay(iso, { timeZone: 'UTC' });
}
