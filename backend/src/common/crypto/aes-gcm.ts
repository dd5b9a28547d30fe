import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const FORMAT_VERSION = 'v1';
const NONCE_BYTES = 12;

/** A sealed value that is not `v1.<nonce>.<tag>.<ciphertext>` at all (not a tampering check). */
export class SealedFormatError extends Error {
  constructor() {
    super('Unknown secret format');
  }
}

/**
 * AES-256-GCM with a random 12-byte nonce per value. Output: `v1.<nonce>.<tag>.<ciphertext>`
 * in base64url. `aad` (additional authenticated data) binds a value to its context, e.g. a
 * message id, so a ciphertext copied onto another row fails authentication.
 */
export function seal(key: Buffer, plain: string, aad?: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  if (aad !== undefined) cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    FORMAT_VERSION,
    ...[nonce, cipher.getAuthTag(), body].map((b) => b.toString('base64url')),
  ].join('.');
}

/** Throws SealedFormatError for a malformed value, and an Error when authentication fails. */
export function open(key: Buffer, sealed: string, aad?: string): string {
  const [version, nonce, tag, body, extra] = sealed.split('.');
  if (version !== FORMAT_VERSION || !nonce || !tag || body === undefined || extra !== undefined) {
    throw new SealedFormatError();
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  if (aad !== undefined) decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/**
 * A 256-bit key for one purpose, derived (HKDF-SHA256) from the instance's key material, so the
 * same root key never encrypts two kinds of data directly.
 */
export function deriveKey(material: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', material, '', purpose, 32));
}

/** A short public name for a key (stored beside each ciphertext); reveals nothing about it. */
export function keyIdOf(material: string, purpose: string): string {
  return Buffer.from(hkdfSync('sha256', material, '', `${purpose}/key-id`, 9)).toString(
    'base64url',
  );
}

const TAG_BYTES = 16;

/**
 * `seal` for binary data (an uploaded file) without the base64 text form: `nonce | tag |
 * ciphertext` in one buffer, a third smaller than the text form for a 25 MB file.
 */
export function sealBytes(key: Buffer, plain: Uint8Array, aad: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]);
}

/** The bytes `sealBytes` sealed; throws when they were altered or sealed under another key. */
export function openBytes(key: Buffer, sealed: Uint8Array, aad: string): Buffer {
  const data = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  if (data.length < NONCE_BYTES + TAG_BYTES) throw new SealedFormatError();
  const decipher = createDecipheriv('aes-256-gcm', key, data.subarray(0, NONCE_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(data.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(data.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]);
}
