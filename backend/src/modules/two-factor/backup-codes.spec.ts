import { findBackupCode, generateBackupCodes, hashBackupCode } from './backup-codes';

describe('backup codes', () => {
  it('generates ten distinct-looking 8-digit codes', () => {
    const codes = generateBackupCodes();
    expect(codes).toHaveLength(10);
    codes.forEach((c) => expect(c).toMatch(/^\d{8}$/));
  });

  it('hashes with a per-code salt and finds the matching index', () => {
    const hashes = ['11112222', '33334444'].map((c) => hashBackupCode(c));
    expect(hashes[0]).not.toContain('11112222');
    expect(hashBackupCode('11112222')).not.toBe(hashes[0]);
    expect(findBackupCode(hashes, '33334444')).toBe(1);
    expect(findBackupCode(hashes, '99999999')).toBe(-1);
    expect(findBackupCode(['garbage'], '11112222')).toBe(-1);
  });
});
