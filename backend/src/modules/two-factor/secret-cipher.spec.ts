import { AppConfig } from '../../config/app-config.service';
import { SecretCipher } from './secret-cipher';

const cipherWith = (key: string, previousKeys: string[] = []) =>
  new SecretCipher({ twoFactor: { encryptionKey: key, previousKeys } } as unknown as AppConfig);

describe('SecretCipher', () => {
  it('round-trips and never stores the plain text', () => {
    const cipher = cipherWith('k'.repeat(32));
    const sealed = cipher.encrypt('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(cipher.encrypt('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(cipher.decrypt(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('rejects tampering and a different key', () => {
    const sealed = cipherWith('key-one').encrypt('secret');
    expect(() => cipherWith('key-two').decrypt(sealed)).toThrow();
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => cipherWith('key-one').decrypt(parts.join('.'))).toThrow();
    expect(() => cipherWith('key-one').decrypt('nonsense')).toThrow('Unknown secret format');
  });

  it('still opens secrets sealed before a key rotation', () => {
    const sealed = cipherWith('old-key').encrypt('JBSWY3DPEHPK3PXP');
    const rotated = cipherWith('new-key', ['old-key']);
    expect(rotated.decrypt(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(rotated.decrypt(rotated.encrypt('fresh'))).toBe('fresh');
    expect(() => cipherWith('new-key').decrypt(sealed)).toThrow();
  });
});
