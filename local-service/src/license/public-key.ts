import { createHash, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfigError } from '../config';
import { ServiceError } from '../http/service-error';

export interface TrustedKey {
  key: KeyObject;
  /** First 16 hex characters of SHA-256 over the raw 32-byte key (the licence payload's `kid`). */
  keyId: string;
}

/** DER prefix of an Ed25519 SubjectPublicKeyInfo; the raw 32-byte key follows it. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

export function keyIdOf(rawPublicKey: Buffer): string {
  return createHash('sha256').update(rawPublicKey).digest('hex').slice(0, 16);
}

/**
 * Accepts an SPKI PEM (also with literal "\n" escapes, as .env files often hold it), the raw
 * 32-byte key in base64/base64url, or a base64 SPKI DER. Throws when it is not an Ed25519 key.
 */
export function parsePublicKey(text: string): TrustedKey {
  const trimmed = text.trim().replace(/\\n/g, '\n');
  let key: KeyObject;
  if (trimmed.includes('-----BEGIN')) {
    key = createPublicKey(trimmed);
  } else {
    const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    const der = bytes.length === 32 ? Buffer.concat([ED25519_SPKI_PREFIX, bytes]) : bytes;
    key = createPublicKey({ key: der, format: 'der', type: 'spki' });
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(`the license public key must be Ed25519 (got ${key.asymmetricKeyType})`);
  }
  const raw = Buffer.from(key.export({ format: 'jwk' }).x as string, 'base64url');
  return { key, keyId: keyIdOf(raw) };
}

/**
 * Where the trusted key comes from: the configured text, else the first readable file. Files are
 * read on each call because `make run` starts the backend (which writes DATA_DIR's key on its
 * first start) and this service at the same moment.
 */
export function publicKeySource(configured: string | undefined, files: string[]) {
  let fixed: TrustedKey | undefined;
  try {
    fixed = configured ? parsePublicKey(configured) : undefined;
  } catch (err) {
    throw new ConfigError(
      `LICENSE_PUBLIC_KEY is not an Ed25519 public key: ${(err as Error).message}`,
    );
  }
  return (): TrustedKey | undefined => {
    if (fixed) return fixed;
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      try {
        return parsePublicKey(text);
      } catch {
        throw new ServiceError(
          503,
          'LICENSE_NO_PUBLIC_KEY',
          `${file} is not an Ed25519 public key (PEM); replace it with the key from your IronKeep account.`,
        );
      }
    }
    return undefined;
  };
}
