import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** OWASP's minimum argon2id profile: 19 MiB memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The stored "hash" of an account that signs in through an identity provider or a directory:
 * no password matches it, since it is not an argon2 hash at all.
 */
export const NO_LOCAL_PASSWORD = '!external';

@Injectable()
export class PasswordService {
  // Verified against when a username does not exist, so both paths cost the same time.
  private readonly decoyHash = argon2.hash('ironkeep-decoy-password', ARGON2_OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    // As slow as a real check, so timing does not tell which accounts have no local password.
    if (hash === NO_LOCAL_PASSWORD) return this.burnTime(password).then(() => false);
    return argon2.verify(hash, password).catch(() => false);
  }

  async burnTime(password: string): Promise<void> {
    await argon2.verify(await this.decoyHash, password).catch(() => false);
  }
}
