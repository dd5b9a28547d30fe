import { Injectable } from '@nestjs/common';
import { open, seal, SealedFormatError } from '../../common/crypto/aes-gcm';
import { KeyRing } from '../../common/crypto/key-ring';
import { AppConfig } from '../../config/app-config.service';

const PURPOSE = 'ironkeep/two-factor-secret';

/**
 * AES-256-GCM for TOTP secrets at rest (common/crypto), key derived from the instance's
 * encryption key with its own purpose label. Output: `v1.<iv>.<tag>.<ciphertext>` in base64url.
 * Values written before a key rotation still open with a key from
 * MEMORY_ENCRYPTION_PREVIOUS_KEYS (the format carries no key id, so each key is tried).
 */
@Injectable()
export class SecretCipher {
  private readonly keys: KeyRing;

  constructor(config: AppConfig) {
    const { encryptionKey, previousKeys = [] } = config.twoFactor;
    this.keys = new KeyRing(PURPOSE, encryptionKey, previousKeys);
  }

  encrypt(plain: string): string {
    return seal(this.keys.current.key, plain);
  }

  /** Throws when the value was tampered with or encrypted under a key no longer configured. */
  decrypt(sealed: string): string {
    let failure: unknown;
    for (const { key } of this.keys.all()) {
      try {
        return open(key, sealed);
      } catch (error) {
        if (error instanceof SealedFormatError) throw error;
        failure = error;
      }
    }
    throw failure;
  }
}
