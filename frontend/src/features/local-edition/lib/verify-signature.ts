/**
 * Ed25519 in the browser: WebCrypto where it has Ed25519 (Chromium, Firefox, Safari today), else
 * the audited @noble/ed25519, loaded only then. WebCrypto is missing altogether on a plain-HTTP
 * page other than localhost (not a secure context), which is how many self-hosted installs are
 * reached on a LAN, so the fallback is what makes the check work there.
 */
export async function verifyEd25519(
  publicKeyRaw: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
  message: string,
  /** Passed in (no default), so tests can take WebCrypto away. */
  subtle: SubtleCrypto | undefined,
): Promise<boolean> {
  const bytes = new TextEncoder().encode(message);
  if (subtle) {
    const key = await importEd25519(subtle, publicKeyRaw);
    if (key) return subtle.verify({ name: 'Ed25519' }, key, signature, bytes);
  }
  const [ed, { sha512 }] = await Promise.all([
    import('@noble/ed25519'),
    import('@noble/hashes/sha2.js'),
  ]);
  ed.hashes.sha512 = sha512;
  try {
    // RFC 8032 rules, as node:crypto (the local service) and WebCrypto apply them.
    return ed.verify(signature, bytes, publicKeyRaw, { zip215: false });
  } catch {
    return false; // a signature or key that is not a curve point
  }
}

/** null when this browser's WebCrypto has no Ed25519 (NotSupportedError). */
async function importEd25519(
  subtle: SubtleCrypto,
  raw: Uint8Array<ArrayBuffer>,
): Promise<CryptoKey | null> {
  try {
    return await subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'NotSupportedError') return null;
    throw error;
  }
}
