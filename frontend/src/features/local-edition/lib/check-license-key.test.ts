import { createTestSigner, type TestSigner } from '../testing/license-keys';
import {
  BAD_SIGNATURE_REASON,
  checkLicenseKey,
  DAMAGED_KEY_REASON,
  INVALID_KEY_REASON,
} from './check-license-key';

const now = new Date('2026-06-01T12:00:00Z');
let signer: TestSigner;

beforeAll(async () => {
  signer = await createTestSigner();
});

const withKey = () => ({ now, getPublicKey: async () => signer.publicKey });

/** Changes the hex character at `position`, keeping the key in the signed format. */
function flipHex(key: string, position: number): string {
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

  it('accepts an unsigned IRON- key by the spec rule: pro if it contains PRO', async () => {
    const getPublicKey = vi.fn();
    expect(await checkLicenseKey('IRON-PRO-1234', { now, getPublicKey })).toEqual({
      outcome: 'accepted',
      key: 'IRON-PRO-1234',
      tier: 'pro',
      maxUsers: 5,
      features: ['basic_chat', 'memory_persistence', 'advanced_models', 'multi_user'],
      signature: 'not-signed',
    });
    expect(await checkLicenseKey('IRON-BASIC-1234', { now, getPublicKey })).toMatchObject({
      tier: 'starter',
      maxUsers: 1,
      features: ['basic_chat', 'memory_persistence'],
    });
    expect(getPublicKey).not.toHaveBeenCalled();
  });

  it('verifies a signed key and reads organisation and expiry from it', async () => {
    const key = await signer.issue({ tier: 'starter', org: 'County of Santa Barbara' });
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

  it('rejects a key whose signature does not match (signature or payload changed)', async () => {
    const key = await signer.issue();
    expect(await checkLicenseKey(flipHex(key, key.length - 3), withKey())).toEqual({
      outcome: 'rejected',
      reason: BAD_SIGNATURE_REASON,
    });
    // Same payload fields but another organisation, with the original signature.
    const other = await signer.issue({ org: 'Acme Healtj' });
    const forged = `${other.slice(0, other.lastIndexOf('-'))}${key.slice(key.lastIndexOf('-'))}`;
    expect(await checkLicenseKey(forged, withKey())).toEqual({
      outcome: 'rejected',
      reason: BAD_SIGNATURE_REASON,
    });
  });

  it('rejects an expired key, naming the date', async () => {
    const key = await signer.issue({ exp: '2026-03-01T00:00:00.000Z' });
    expect(await checkLicenseKey(key, withKey())).toEqual({
      outcome: 'rejected',
      reason: 'This license key expired on March 1, 2026. Contact sales to renew it.',
    });
  });

  it('rejects a key signed with another key', async () => {
    const stranger = await createTestSigner();
    const result = await checkLicenseKey(await stranger.issue(), withKey());
    expect(result.outcome).toBe('rejected');
    expect(result).toMatchObject({ reason: expect.stringContaining(stranger.publicKey.keyId) });
  });

  it('rejects a damaged signed key (payload not JSON, or tier against its mark)', async () => {
    const notJson = `IRON-PRO-abcd-${'0'.repeat(128)}`;
    expect(await checkLicenseKey(notJson, withKey())).toEqual({
      outcome: 'rejected',
      reason: DAMAGED_KEY_REASON,
    });
    const lying = await signer.issue({ tier: 'pro', payload: { tier: 'starter' } });
    expect(await checkLicenseKey(lying, withKey())).toMatchObject({ reason: DAMAGED_KEY_REASON });
  });

  it('falls back to the prefix rule when no public key is published, still checking expiry', async () => {
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

  it('says "unsupported" where the browser has no WebCrypto (plain-HTTP pages)', async () => {
    const key = await signer.issue();
    expect(await checkLicenseKey(key, { ...withKey(), subtle: undefined })).toMatchObject({
      outcome: 'accepted',
      signature: 'unsupported',
    });
  });
});
