/**
 * Ed25519 in the browser (WebCrypto). Not every browser has it, and none has `crypto.subtle` on
 * a plain-HTTP page other than localhost (not a secure context), so "cannot check" is an answer
 * of its own rather than an error.
 */
export type SignatureCheck = 'valid' | 'invalid' | 'unsupported';

export async function verifyEd25519(
  publicKeyRaw: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
  message: string,
  /** Passed in (no default), so "no WebCrypto" can be said explicitly. */
  subtle: SubtleCrypto | undefined,
): Promise<SignatureCheck> {
  if (!subtle) return 'unsupported';
  let key: CryptoKey;
  try {
    key = await subtle.importKey('raw', publicKeyRaw, { name: 'Ed25519' }, false, ['verify']);
  } catch (error) {
    // NotSupportedError: this browser has no Ed25519. Anything else is a broken key.
    if (error instanceof DOMException && error.name === 'NotSupportedError') return 'unsupported';
    throw error;
  }
  const ok = await subtle.verify(
    { name: 'Ed25519' },
    key,
    signature,
    new TextEncoder().encode(message),
  );
  return ok ? 'valid' : 'invalid';
}

/** base64url (no padding) → bytes, as the public-key endpoint sends the raw key. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
