/**
 * Spec §7: the device fingerprint is "a short string derived from a canvas drawing". The same
 * browser on the same machine draws the same pixels, so the string is stable; other machines
 * (fonts, GPU, anti-aliasing) usually differ. The local service counts distinct fingerprints per
 * licence against its user limit. It identifies a device, it does not secure anything, so a
 * fast non-cryptographic hash is enough (and works on plain-HTTP pages, where WebCrypto is off).
 */
export function deviceFingerprint(doc: Document = document): string {
  return shortHash(canvasDrawing(doc) ?? fallbackTraits());
}

/** 53-bit string hash (cyrb53), as 14 hex characters. */
export function shortHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return value.toString(16).padStart(14, '0');
}

function canvasDrawing(doc: Document): string | null {
  try {
    const canvas = doc.createElement('canvas');
    canvas.width = 240;
    canvas.height = 60;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.textBaseline = 'top';
    ctx.font = '16px Arial';
    ctx.fillStyle = '#f60';
    ctx.fillRect(120, 2, 90, 24);
    ctx.fillStyle = '#069';
    ctx.fillText('IronKeep local edition', 4, 8);
    ctx.fillStyle = 'rgba(102, 204, 0, 0.7)';
    ctx.fillText('IronKeep local edition', 6, 30);
    return canvas.toDataURL();
  } catch {
    return null;
  }
}

/** Without a canvas (blocked by a privacy setting), what the browser says about the device. */
function fallbackTraits(): string {
  const { userAgent, language, hardwareConcurrency } = navigator;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return [userAgent, language, hardwareConcurrency, screen.width, screen.height, zone].join('|');
}
