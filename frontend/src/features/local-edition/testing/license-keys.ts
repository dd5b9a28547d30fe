import type { LicensePublicKey } from '../api/get-license-public-key';
import {
  assembleLicenseKey,
  bytesToBase64Url,
  licenseSignedText,
  TIER_GRANTS,
  type LicensePayload,
  type LicenseTier,
} from '../lib/license-key-format';

/**
 * Test helper: an Ed25519 signer (WebCrypto) that issues keys as the backend does, through the
 * shared format, and the public-key answer the backend would publish for it.
 */
export type TestSigner = {
  publicKey: LicensePublicKey;
  issue: (options?: IssueOptions) => Promise<string>;
};

type IssueOptions = {
  tier?: LicenseTier;
  org?: string;
  exp?: string;
  /** The first format, IRON-{MARK}-{payloadHex}-{signatureHex}, as keys issued before carry. */
  encoding?: 'base64url' | 'hex';
  /** Overrides of the payload after the defaults (to make damaged or lying keys). */
  payload?: Partial<LicensePayload>;
};

const hex = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

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
    publicKey: bytesToBase64Url(raw),
  };
  const sign = async (text: string) =>
    new Uint8Array(
      await subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(text)),
    );

  const issue = async (options: IssueOptions = {}) => {
    const { tier = 'pro', org = 'Acme Health', exp, encoding = 'base64url', payload } = options;
    const body: LicensePayload = {
      v: 1,
      lid: '2f1c7c1e-6a53-4a55-9b1e-0d7d8c7d3b11',
      kid: keyId,
      org,
      orgSlug: org.toLowerCase().replace(/\s+/g, '-'),
      tier,
      maxUsers: TIER_GRANTS[tier].maxUsers,
      features: [...TIER_GRANTS[tier].features],
      iat: '2026-01-01T00:00:00.000Z',
      exp: exp ?? '2099-03-01T00:00:00.000Z',
      ...payload,
    };
    const mark = TIER_GRANTS[tier].mark;
    if (encoding === 'hex') {
      const signed = `IRON-${mark}-${hex(new TextEncoder().encode(JSON.stringify(body)))}`;
      return `${signed}-${hex(await sign(signed))}`;
    }
    const signed = licenseSignedText(body).replace(/^IRON-[A-Z]+-/, `IRON-${mark}-`);
    return assembleLicenseKey(signed, await sign(signed));
  };

  return { publicKey, issue };
}
