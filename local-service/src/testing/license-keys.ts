/**
 * Issues licence keys as the backend does, with a throwaway Ed25519 key pair: the current
 * encoding through the shared format (license-key-format.ts), and the first, hex encoding
 * written out here, as keys already issued carry it.
 */
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { keyIdOf } from '../license/public-key';
import {
  assembleLicenseKey,
  licenseSignedText,
  TIER_GRANTS,
  type LicensePayload,
} from '../license/license-key-format';

export interface TestSigner {
  privateKey: KeyObject;
  publicKeyPem: string;
  /** The raw 32-byte public key, base64url (what GET /api/licenses/public-key returns). */
  publicKeyRaw: string;
  keyId: string;
}

export function createSigner(): TestSigner {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url');
  return {
    privateKey,
    publicKeyPem: publicKey.export({ format: 'pem', type: 'spki' }).toString(),
    publicKeyRaw: raw.toString('base64url'),
    keyId: keyIdOf(raw),
  };
}

export const STARTER_FEATURES = [...TIER_GRANTS.starter.features];
export const PRO_FEATURES = [...TIER_GRANTS.pro.features];

export function payloadFor(
  signer: TestSigner,
  tier: 'starter' | 'pro',
  overrides: Partial<LicensePayload> = {},
): LicensePayload {
  return {
    v: 1,
    lid: randomUUID(),
    kid: signer.keyId,
    org: 'Acme Health',
    orgSlug: 'acme-health',
    tier,
    maxUsers: TIER_GRANTS[tier].maxUsers,
    features: [...TIER_GRANTS[tier].features],
    iat: '2026-01-01T00:00:00.000Z',
    exp: '2027-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * IRON-{MARK}-{payload}.{signature} in base64url, or with `encoding: 'hex'` the first format
 * IRON-{MARK}-{payloadHex}-{signatureHex}; `mark` overrides the tier's (to make lying keys).
 */
export function signKey(
  signer: TestSigner,
  payload: LicensePayload,
  {
    mark,
    encoding = 'base64url',
  }: { mark?: 'PRO' | 'STARTER'; encoding?: 'base64url' | 'hex' } = {},
): string {
  const signWith = (text: string) => sign(null, Buffer.from(text, 'ascii'), signer.privateKey);
  const markOf = mark ?? TIER_GRANTS[payload.tier].mark;
  if (encoding === 'hex') {
    const signed = `IRON-${markOf}-${Buffer.from(JSON.stringify(payload), 'utf8').toString('hex')}`;
    return `${signed}-${signWith(signed).toString('hex')}`;
  }
  const signed = licenseSignedText(payload).replace(/^IRON-[A-Z]+-/, `IRON-${markOf}-`);
  return assembleLicenseKey(signed, signWith(signed));
}

export function issueKey(
  signer: TestSigner,
  tier: 'starter' | 'pro',
  overrides: Partial<LicensePayload> = {},
): string {
  return signKey(signer, payloadFor(signer, tier, overrides));
}
