/**
 * Issues licence keys exactly as docs/licensing.md specifies, with a throwaway Ed25519 key pair,
 * so the verifier is tested against the documented format rather than against itself.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { randomUUID } from 'node:crypto';
import { keyIdOf } from '../license/public-key';
import type { LicensePayload } from '../license/license-key';

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

export const STARTER_FEATURES = ['basic_chat', 'memory_persistence'];
export const PRO_FEATURES = [...STARTER_FEATURES, 'advanced_models', 'multi_user'];

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
    maxUsers: tier === 'pro' ? 5 : 1,
    features: tier === 'pro' ? PRO_FEATURES : STARTER_FEATURES,
    iat: '2026-01-01T00:00:00.000Z',
    exp: '2027-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** IRON-{MARK}-{payloadHex}-{signatureHex}, the signature over `IRON-{MARK}-{payloadHex}`. */
export function signKey(
  signer: TestSigner,
  payload: LicensePayload,
  mark?: 'PRO' | 'STARTER',
): string {
  const payloadHex = Buffer.from(JSON.stringify(payload), 'utf8').toString('hex');
  const signed = `IRON-${mark ?? payload.tier.toUpperCase()}-${payloadHex}`;
  const signature = sign(null, Buffer.from(signed, 'ascii'), signer.privateKey).toString('hex');
  return `${signed}-${signature}`;
}

export function issueKey(
  signer: TestSigner,
  tier: 'starter' | 'pro',
  overrides: Partial<LicensePayload> = {},
): string {
  return signKey(signer, payloadFor(signer, tier, overrides));
}
