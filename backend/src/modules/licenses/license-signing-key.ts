import { createPrivateKey, createPublicKey, generateKeyPairSync, KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseLicenseSigningKey } from '../../config/license-signing-key';
import { keyIdOf } from './license-format';

export const SIGNING_KEY_FILE = 'license-signing-key.pem';
export const PUBLIC_KEY_FILE = 'license-public-key.pem';

export interface LicenseSigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  keyId: string;
  /** SPKI PEM, what the local service's LICENSE_PUBLIC_KEY takes. */
  publicKeyPem: string;
  /** The raw 32-byte key in base64url (WebCrypto importKey('raw', …, 'Ed25519')). */
  publicKeyRaw: string;
}

/**
 * LICENSE_SIGNING_KEY (PKCS#8 PEM; "\n" escapes allowed for one-line env files), or a key
 * generated once into DATA_DIR. The public half is always written to DATA_DIR, where the local
 * service looks for it when it shares the data folder (`make run`).
 */
export function loadLicenseSigningKey(
  configured: string | undefined,
  dataDir: string,
): LicenseSigningKey {
  const privateKey = configured
    ? parseLicenseSigningKey(configured)
    : readOrGenerate(join(dataDir, SIGNING_KEY_FILE));
  const publicKey = createPublicKey(privateKey);
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const rawBase64Url = publicKey.export({ format: 'jwk' }).x as string;
  writePublicKey(join(dataDir, PUBLIC_KEY_FILE), publicKeyPem);
  return {
    privateKey,
    publicKey,
    keyId: keyIdOf(Buffer.from(rawBase64Url, 'base64url')),
    publicKeyPem,
    publicKeyRaw: rawBase64Url,
  };
}

/**
 * Writes the public half where a local service on another volume reads it
 * (LICENSE_PUBLIC_KEY_EXPORT_FILE; docker compose shares only that folder, never DATA_DIR, which
 * holds the private key).
 */
export function exportPublicKey(key: LicenseSigningKey, file: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writePublicKey(file, key.publicKeyPem);
}

function writePublicKey(file: string, publicKeyPem: string): void {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== publicKeyPem) {
    writeFileSync(file, publicKeyPem, { mode: 0o644 });
  }
}

function readOrGenerate(file: string): KeyObject {
  if (existsSync(file)) return createPrivateKey(readFileSync(file, 'utf8'));
  const { privateKey } = generateKeyPairSync('ed25519');
  try {
    // 'wx': when two processes share DATA_DIR and start together, the first key written wins.
    writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }), {
      mode: 0o600,
      flag: 'wx',
    });
    return privateKey;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return createPrivateKey(readFileSync(file, 'utf8'));
  }
}
