import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config.service';

const VERSION = 'v1';

/**
 * AES-256-GCM for TOTP secrets at rest. The key is derived (HKDF) from the instance's
 * encryption key with a purpose label, so a key used elsewhere never encrypts these directly.
 * Output: `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */
@Injectable()
export class SecretCipher {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = SecretCipher.deriveKey(config.twoFactor.encryptionKey);
  }

  static deriveKey(material: string): Buffer {
    return Buffer.from(hkdfSync('sha256', material, '', 'ironkeep/two-factor-secret', 32));
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** Throws when the value was tampered with or encrypted under another key. */
  decrypt(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || body === undefined) {
      throw new Error('Unknown secret format');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}
