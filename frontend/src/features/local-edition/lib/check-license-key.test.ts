import { createTestSigner, type TestSigner } from '../testing/license-keys';
import {
  BAD_SIGNATURE_REASON,
  checkLicenseKey,
  DAMAGED_KEY_REASON,
  INVALID_KEY_REASON,
  NOT_A_KEY_REASON,
} from './check-license-key';

const now = new Date('2026-06-01T12:00:00Z');
let signer: TestSigner;

beforeAll(async () => {
  signer = await createTestSigner();
});

const withKey = () => ({ now, getPublicKey: async () => signer.publicKey });

/** Changes the character at `position` to another of the same alphabet (hex and base64url). */
function flip(key: string, position: number): string {
  const c = key[position];
  return key.slice(0, position) + (c === '0' ? '1' : '0') + key.slice(position + 1);
}

describe('checkLicenseKey', () => {
  it('rejects a key without the IRON- prefix with the spec text', async () => {
    for (const key of ['ABC-PRO-123', 'iron-pro-123', ' IRON-PRO']) {
      expect(await checkLicenseKey(key, withKey())).toEqual({
        outcome: 'rejected',
        reason: INVALID_KEY_REASON,
      });
    }
  });

  it('refuses a made-up IRON- key before looking for the public key', async () => {
    const getPublicKey = vi.fn();
    for (const key of ['IRON-PRO-1234', 'IRON-STARTER-TEST', `IRON-PRO-ab-${'0'.repeat(127)}`]) {
      expect(await checkLicenseKey(key, { now, getPublicKey })).toEqual({
        outcome: 'rejected',
        reason: NOT_A_KEY_REASON,
      });
    }
    expect(getPublicKey).not.toHaveBeenCalled();
  });

  it('verifies a signed key and reads tier, users, features, organisation and expiry from it', async () => {
    const key = await signer.issue({ tier: 'starter', org: 'County of Santa Barbara' });
    expect(key).toMatch(/^IRON-STARTER-[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{86}$/);
    expect(await checkLicenseKey(key, withKey())).toEqual({
      outcome: 'accepted',
      key,
      tier: 'starter',
      maxUsers: 1,
      features: ['basic_chat', 'memory_persistence'],
      signature: 'verified',
      organization: 'County of Santa Barbara',
      expiresAt: '2099-03-01T00:00:00.000Z',
    });
  });

  it('still accepts a key issued in the first, hex format', async () => {
    const key = await signer.issue({ encoding: 'hex' });
    expect(key).toMatch(/^IRON-PRO-[0-9a-f]+-[0-9a-f]{128}$/);
    expect(await checkLicenseKey(key, withKey())).toMatchObject({
      outcome: 'accepted',
      tier: 'pro',
      maxUsers: 5,
      signature: 'verified',
    });
    expect(await checkLicenseKey(flip(key, key.length - 3), withKey())).toEqual({
      outcome: 'rejected',
      reason: BAD_SIGNATURE_REASON,
    });
  });

  it('takes the tier from the signed payload, not from PRO somewhere in the key', async () => {
    // A starter key whose encoded payload happens to contain "PRO" (the spec's old rule said pro).
    let key = '';
    for (let i = 0; !/-.*PRO/.test(key.slice('IRON-STARTER'.length)); i++) {
      key = await signer.issue({ tier: 'starter', org: `Clinic ${i}` });
    }
    expect(await checkLicenseKey(key, withKey())).toMatchObject({ tier: 'starter', maxUsers: 1 });
  });

  it('rejects a key whose signature does not match (signature or payload changed)', async () => {
    const key = await signer.issue();
    expect(await checkLicenseKey(flip(key, key.length - 3), withKey())).toEqual({
      outcome: 'rejected',
      reason: BAD_SIGNATURE_REASON,
    });
    // Same payload fields but another organisation, with the original signature.
    const other = await signer.issue({ org: 'Acme Healtj' });
    const forged = `${other.slice(0, other.lastIndexOf('.'))}${key.slice(key.lastIndexOf('.'))}`;
    expect(await checkLicenseKey(forged, withKey())).toEqual({
      outcome: 'rejected',
      reason: BAD_SIGNATURE_REASON,
    });
  });

  it('rejects an expired key, naming the date', async () => {
    const key = await signer.issue({ exp: '2026-03-01T00:00:00.000Z' });
    expect(await checkLicenseKey(key, withKey())).toEqual({
      outcome: 'rejected',
      reason:
        'This license key expired on Mar 1, 2026. Renew it from your Organization page, or contact sales.',
    });
  });

  it('rejects a key signed with another key', async () => {
    const stranger = await createTestSigner();
    const result = await checkLicenseKey(await stranger.issue(), withKey());
    expect(result.outcome).toBe('rejected');
    expect(result).toMatchObject({ reason: expect.stringContaining(stranger.publicKey.keyId) });
  });

  it('rejects a damaged signed key (payload not JSON, or tier against its mark)', async () => {
    for (const notJson of [`IRON-PRO-abcd-${'0'.repeat(128)}`, `IRON-PRO-q83v.${'A'.repeat(86)}`]) {
      expect(await checkLicenseKey(notJson, withKey())).toEqual({
        outcome: 'rejected',
        reason: DAMAGED_KEY_REASON,
      });
    }
    const lying = await signer.issue({ tier: 'pro', payload: { tier: 'starter' } });
    expect(await checkLicenseKey(lying, withKey())).toMatchObject({ reason: DAMAGED_KEY_REASON });
  });

  it('says the signature was not checked when no public key is published, still checking expiry', async () => {
    const key = await signer.issue();
    const noKey = { now, getPublicKey: async () => null };
    expect(await checkLicenseKey(key, noKey)).toMatchObject({
      outcome: 'accepted',
      tier: 'pro',
      signature: 'no-public-key',
      organization: 'Acme Health',
    });
    const expired = await signer.issue({ exp: '2026-01-02T00:00:00.000Z' });
    expect((await checkLicenseKey(expired, noKey)).outcome).toBe('rejected');
  });

  it('verifies with @noble/ed25519 where the browser has no WebCrypto (plain-HTTP pages)', async () => {
    const noWebCrypto = { ...withKey(), subtle: undefined };
    const key = await signer.issue();
    expect(await checkLicenseKey(key, noWebCrypto)).toMatchObject({
      outcome: 'accepted',
      signature: 'verified',
    });
    expect(await checkLicenseKey(flip(key, key.length - 3), noWebCrypto)).toEqual({
      outcome: 'rejected',
      reason: BAD_SIGNATURE_REASON,
    });
    const hexKey = await signer.issue({ encoding: 'hex', tier: 'starter' });
    expect(await checkLicenseKey(hexKey, noWebCrypto)).toMatchObject({ signature: 'verified' });
  });
});
