import { hashToken, looksLikeToken, newTokenSecret, TOKEN_PREFIX } from './token-secret';

describe('API token secrets', () => {
  it('are ikt_ + 32 random bytes, shown by prefix and stored by SHA-256', () => {
    const { token, hash, prefix } = newTokenSecret();
    expect(token.startsWith(TOKEN_PREFIX)).toBe(true);
    expect(Buffer.from(token.slice(TOKEN_PREFIX.length), 'base64url')).toHaveLength(32);
    expect(looksLikeToken(token)).toBe(true);
    expect(hash).toBe(hashToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(token.startsWith(prefix)).toBe(true);
    expect(prefix).toHaveLength(12);
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => newTokenSecret().token));
    expect(tokens.size).toBe(100);
  });

  it('refuse anything but the exact shape', () => {
    const { token } = newTokenSecret();
    for (const bad of ['', 'ikt_', token.slice(1), `${token}x`, token.replace('ikt_', 'ikx_')]) {
      expect(looksLikeToken(bad)).toBe(false);
    }
  });
});
