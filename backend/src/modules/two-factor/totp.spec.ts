import { generateSync } from 'otplib';
import { matchTotp, newTotpSecret, otpauthUri } from './totp';

// RFC 6238 Appendix B, SHA-1 secret "12345678901234567890" (protocols.md §4), last 6 digits.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const vectors: Array<[number, string]> = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('TOTP', () => {
  it.each(vectors)('matches the RFC 6238 vector at %i s', (epoch, code) => {
    expect(matchTotp(RFC_SECRET, code, null, epoch * 1000)).toBe(Math.floor(epoch / 30));
  });

  it('accepts one step of drift either way, not two', () => {
    const now = 1234567890 * 1000;
    const at = (stepsAhead: number) =>
      generateSync({ secret: RFC_SECRET, epoch: 1234567890 + stepsAhead * 30 });
    expect(matchTotp(RFC_SECRET, at(-1), null, now)).not.toBeNull();
    expect(matchTotp(RFC_SECRET, at(1), null, now)).not.toBeNull();
    expect(matchTotp(RFC_SECRET, at(-2), null, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, at(2), null, now)).toBeNull();
  });

  it('refuses a step at or before the last accepted one (replay)', () => {
    const now = 1234567890 * 1000;
    const step = Math.floor(1234567890 / 30);
    expect(matchTotp(RFC_SECRET, '005924', step, now)).toBeNull();
    expect(matchTotp(RFC_SECRET, '005924', step - 1, now)).toBe(step);
  });

  it('refuses anything but 6 digits', () => {
    expect(matchTotp(RFC_SECRET, '05924', null, 1234567890 * 1000)).toBeNull();
    expect(matchTotp(RFC_SECRET, 'abcdef', null, 1234567890 * 1000)).toBeNull();
  });

  it('generates 160-bit Base32 secrets and a plain otpauth URI', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri('alice', secret)).toBe(
      `otpauth://totp/IronKeep:alice?secret=${secret}&issuer=IronKeep`,
    );
  });
});
