import { generateKeyPairSync, verify } from 'node:crypto';
import { encodeLicense, keyIdOf, LicensePayload, verifyLicense } from './license-format';

const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url');
const kid = keyIdOf(raw);
const now = new Date('2026-05-01T00:00:00.000Z');

const payload = (over: Partial<LicensePayload> = {}): LicensePayload => ({
  v: 1,
  lid: '6d3f0c3e-6a8e-4c8e-9b1f-1d2a3b4c5d6e',
  kid,
  org: 'Acme Health',
  orgSlug: 'acme-health',
  tier: 'pro',
  maxUsers: 5,
  features: ['basic_chat', 'memory_persistence', 'advanced_models', 'multi_user'],
  iat: '2026-04-01T00:00:00.000Z',
  exp: '2026-06-01T00:00:00.000Z',
  ...over,
});

/** Flips one hex digit at `index` of the key. */
const flip = (key: string, index: number) =>
  key.slice(0, index) + (key[index] === 'a' ? 'b' : 'a') + key.slice(index + 1);

describe('licence keys', () => {
  it('has the documented shape: IRON-{MARK}-{payloadHex}-{128 hex signature}', () => {
    const key = encodeLicense(payload(), privateKey);
    expect(key).toMatch(/^IRON-PRO-[0-9a-f]+-[0-9a-f]{128}$/);
    const [, , payloadHex, signatureHex] = key.split('-');
    expect(JSON.parse(Buffer.from(payloadHex, 'hex').toString('utf8'))).toEqual(payload());
    // The signature covers the prefix and the mark, checked with plain node:crypto.
    const signed = Buffer.from(key.slice(0, key.lastIndexOf('-')), 'ascii');
    expect(verify(null, signed, publicKey, Buffer.from(signatureHex, 'hex'))).toBe(true);
  });

  it('never contains PRO in a starter key (the spec’s client-side tier rule)', () => {
    const key = encodeLicense(
      payload({
        tier: 'starter',
        maxUsers: 1,
        features: ['basic_chat', 'memory_persistence'],
        org: 'PRO Corp',
      }),
      privateKey,
    );
    expect(key.startsWith('IRON-STARTER-')).toBe(true);
    expect(key.includes('PRO')).toBe(false);
  });

  it('verifies a genuine key with the public key and its id', () => {
    const result = verifyLicense(encodeLicense(payload(), privateKey), publicKey, kid, now);
    expect(result).toEqual({ valid: true, payload: payload() });
  });

  it('detects tampering anywhere: payload, signature or mark', () => {
    const key = encodeLicense(payload(), privateKey);
    const payloadStart = 'IRON-PRO-'.length;
    expect(verifyLicense(flip(key, payloadStart + 10), publicKey, kid, now)).toMatchObject({
      valid: false,
    });
    expect(verifyLicense(flip(key, key.length - 5), publicKey, kid, now)).toEqual({
      valid: false,
      code: 'LICENSE_BAD_SIGNATURE',
    });
    const upgraded = Buffer.from(JSON.stringify(payload({ maxUsers: 500 })), 'utf8').toString(
      'hex',
    );
    const forged = `IRON-PRO-${upgraded}-${key.split('-')[3]}`;
    expect(verifyLicense(forged, publicKey, kid, now)).toEqual({
      valid: false,
      code: 'LICENSE_BAD_SIGNATURE',
    });
    const starterMark = key.replace('IRON-PRO-', 'IRON-STARTER-');
    expect(verifyLicense(starterMark, publicKey, kid, now)).toEqual({
      valid: false,
      code: 'LICENSE_BAD_SIGNATURE',
    });
  });

  it('refuses another signer, an expired key and garbage', () => {
    const other = generateKeyPairSync('ed25519');
    const key = encodeLicense(payload(), other.privateKey);
    expect(verifyLicense(key, publicKey, kid, now)).toEqual({
      valid: false,
      code: 'LICENSE_BAD_SIGNATURE',
    });
    const otherKid = encodeLicense(payload({ kid: '0123456789abcdef' }), privateKey);
    expect(verifyLicense(otherKid, publicKey, kid, now)).toEqual({
      valid: false,
      code: 'LICENSE_UNKNOWN_SIGNER',
    });
    const expired = encodeLicense(payload({ exp: '2026-04-30T23:59:59.000Z' }), privateKey);
    expect(verifyLicense(expired, publicKey, kid, now)).toEqual({
      valid: false,
      code: 'LICENSE_EXPIRED',
    });
    for (const garbage of ['', 'IRON-PRO', 'IRON-GOLD-00-' + '0'.repeat(128), 'iron-pro-00-00']) {
      expect(verifyLicense(garbage, publicKey, kid, now)).toEqual({
        valid: false,
        code: 'LICENSE_MALFORMED',
      });
    }
  });
});
