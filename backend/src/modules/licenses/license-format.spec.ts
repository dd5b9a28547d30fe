import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { join } from 'node:path';
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

/** Changes the character at `index` of the key to another one of the same alphabet. */
const flip = (key: string, index: number) =>
  key.slice(0, index) + (key[index] === 'a' ? 'b' : 'a') + key.slice(index + 1);

/** A key in the first, hex format (IRON-{MARK}-{payloadHex}-{signatureHex}), as issued before. */
const hexKey = (p: LicensePayload, mark = p.tier.toUpperCase()) => {
  const signed = `IRON-${mark}-${Buffer.from(JSON.stringify(p), 'utf8').toString('hex')}`;
  return `${signed}-${sign(null, Buffer.from(signed, 'ascii'), privateKey).toString('hex')}`;
};

describe('licence keys', () => {
  it('has the documented shape: IRON-{MARK}-{base64url payload}.{86-character signature}', () => {
    const key = encodeLicense(payload(), privateKey);
    expect(key).toMatch(/^IRON-PRO-[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/);
    const [signed, signature] = key.split('.');
    const payloadText = signed.slice('IRON-PRO-'.length);
    expect(JSON.parse(Buffer.from(payloadText, 'base64url').toString('utf8'))).toEqual(payload());
    // The signature covers the prefix and the mark, checked with plain node:crypto.
    expect(
      verify(null, Buffer.from(signed, 'ascii'), publicKey, Buffer.from(signature, 'base64url')),
    ).toBe(true);
    // A third shorter than the hex format, for the same payload.
    expect(key.length).toBeLessThan(hexKey(payload()).length * 0.7);
  });

  it('still verifies keys issued in the hex format', () => {
    expect(verifyLicense(hexKey(payload()), publicKey, kid, now)).toEqual({
      valid: true,
      payload: payload(),
    });
    const tampered = hexKey(payload()).replace('IRON-PRO-', 'IRON-STARTER-');
    expect(verifyLicense(tampered, publicKey, kid, now)).toEqual({
      valid: false,
      code: 'LICENSE_BAD_SIGNATURE',
    });
    expect(verifyLicense(hexKey(payload(), 'STARTER'), publicKey, kid, now)).toEqual({
      valid: false,
      code: 'LICENSE_MALFORMED',
    });
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
      'base64url',
    );
    const forged = `IRON-PRO-${upgraded}.${key.split('.')[1]}`;
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
    for (const garbage of [
      '',
      'IRON-PRO',
      'IRON-GOLD-00-' + '0'.repeat(128),
      'iron-pro-00-00',
      'IRON-PRO-e30.' + 'A'.repeat(86), // {} is not a payload
      'IRON-PRO-e30=.' + 'A'.repeat(86), // padding is not base64url
    ]) {
      expect(verifyLicense(garbage, publicKey, kid, now)).toEqual({
        valid: false,
        code: 'LICENSE_MALFORMED',
      });
    }
  });

  it('the local service and the /download page verify with a current copy of the format', () => {
    const script = join(__dirname, '..', '..', '..', 'scripts', 'generate-license-format.js');
    // Throws (exit 1, naming the stale copy) unless both copies equal license-key-format.ts.
    expect(() =>
      execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
