import type { LicensePublicKey } from '../api/get-license-public-key';
import { TIER_GRANTS, type LicenseTier } from '../lib/license-key';

/**
 * Test helper: an Ed25519 signer that issues keys exactly as docs/licensing.md describes, and
 * the public-key answer the backend would publish for it.
 */
export type TestSigner = {
  publicKey: LicensePublicKey;
  issue: (options?: IssueOptions) => Promise<string>;
};

type IssueOptions = {
  tier?: LicenseTier;
  org?: string;
  exp?: string;
  /** Overrides of the payload after the defaults (to make damaged or lying keys). */
  payload?: Record<string, unknown>;
};

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export async function createTestSigner(): Promise<TestSigner> {
  const { subtle } = globalThis.crypto;
  const pair = (await subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const raw = new Uint8Array(await subtle.exportKey('raw', pair.publicKey));
  const keyId = hex(new Uint8Array(await subtle.digest('SHA-256', raw))).slice(0, 16);
  const publicKey: LicensePublicKey = {
    algorithm: 'Ed25519',
    keyId,
    publicKeyPem: '-----BEGIN PUBLIC KEY-----\n(not used by the browser)\n-----END PUBLIC KEY-----',
    publicKey: base64Url(raw),
  };

  const issue = async ({ tier = 'pro', org = 'Acme Health', exp, payload }: IssueOptions = {}) => {
    const body = {
      v: 1,
      lid: '2f1c7c1e-6a53-4a55-9b1e-0d7d8c7d3b11',
      kid: keyId,
      org,
      orgSlug: org.toLowerCase().replace(/\s+/g, '-'),
      tier,
      ...TIER_GRANTS[tier],
      iat: '2026-01-01T00:00:00.000Z',
      exp: exp ?? '2099-03-01T00:00:00.000Z',
      ...payload,
    };
    const signedText = `IRON-${tier.toUpperCase()}-${hex(new TextEncoder().encode(JSON.stringify(body)))}`;
    const signature = new Uint8Array(
      await subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(signedText)),
    );
    return `${signedText}-${hex(signature)}`;
  };

  return { publicKey, issue };
}
