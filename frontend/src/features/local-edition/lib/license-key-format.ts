// Generated from backend/src/modules/licenses/license-key-format.ts by `npm run gen:license-format -w backend`.
// Do not edit by hand: change that file and run the script.
/**
 * The one home of the licence key format and of what each tier grants (docs/licensing.md).
 * The local service and the /download page verify keys offline, so they need the same rules:
 * `npm run gen:license-format -w backend` copies this file, unchanged, into
 * local-service/src/license/ and frontend/src/features/local-edition/lib/ (a backend unit test
 * fails while a copy is stale). Hence no imports and nothing Node-only or browser-only here:
 * signing and verifying stay with each caller (node:crypto, WebCrypto).
 */

export const LICENSE_KEY_PREFIX = 'IRON-';

/** What each tier grants (spec §6); signed into every key, so verifiers read it from the key. */
export const TIER_GRANTS = {
  starter: { mark: 'STARTER', maxUsers: 1, features: ['basic_chat', 'memory_persistence'] },
  pro: {
    mark: 'PRO',
    maxUsers: 5,
    features: ['basic_chat', 'memory_persistence', 'advanced_models', 'multi_user'],
  },
} as const;
export type LicenseTier = keyof typeof TIER_GRANTS;
export type LicenseMark = (typeof TIER_GRANTS)[LicenseTier]['mark'];

/** The signed payload; the same JSON in both encodings. */
export interface LicensePayload {
  v: 1;
  /** Licence id (UUID); device seats are counted per lid. */
  lid: string;
  /** Signing key id: the first 16 hex characters of SHA-256 over the raw public key. */
  kid: string;
  org: string;
  orgSlug: string;
  tier: LicenseTier;
  maxUsers: number;
  features: string[];
  /** Issued at and expires at, ISO 8601. */
  iat: string;
  exp: string;
}

/** `base64url`: IRON-{MARK}-{payload}.{signature}, issued now; `hex`: the first format, still accepted. */
export type LicenseKeyEncoding = 'base64url' | 'hex';

export interface DecodedLicenseKey {
  encoding: LicenseKeyEncoding;
  mark: LicenseMark;
  /** `IRON-{MARK}-{payload as written}`: the exact ASCII bytes the Ed25519 signature covers. */
  signedText: string;
  signature: Uint8Array<ArrayBuffer>;
  payload: LicensePayload;
}

export type LicenseKeyDecoding =
  | { ok: true; key: DecodedLicenseKey }
  /** `reason`: "missing", or why the text is not a key (for the verifier's message). */
  | { ok: false; reason: string };

const MAX_KEY_LENGTH = 8192;
/** An Ed25519 signature is 64 bytes: 86 base64url characters, 128 hex. */
const BASE64URL_KEY = /^(IRON-(PRO|STARTER)-([A-Za-z0-9_-]+))\.([A-Za-z0-9_-]{86})$/;
const HEX_KEY = /^(IRON-(PRO|STARTER)-((?:[0-9a-f]{2})+))-([0-9a-f]{128})$/;

/** The text a new key's signature covers: IRON-{MARK}-{base64url of the payload's JSON}. */
export function licenseSignedText(payload: LicensePayload): string {
  const json = new TextEncoder().encode(JSON.stringify(payload));
  return `${LICENSE_KEY_PREFIX}${TIER_GRANTS[payload.tier].mark}-${bytesToBase64Url(json)}`;
}

/** The key: the signed text, a dot, the signature in base64url (as Keygen's signed keys). */
export function assembleLicenseKey(signedText: string, signature: Uint8Array): string {
  return `${signedText}.${bytesToBase64Url(signature)}`;
}

/** Splits and decodes a key of either encoding and checks its payload; checks no signature. */
export function decodeLicenseKey(raw: string): LicenseKeyDecoding {
  const key = raw.trim();
  if (key === '') return { ok: false, reason: 'missing' };
  if (key.length > MAX_KEY_LENGTH) return { ok: false, reason: 'too long' };
  const compact = BASE64URL_KEY.exec(key);
  const match = compact ?? HEX_KEY.exec(key);
  if (!match) return { ok: false, reason: 'wrong format' };
  const [, signedText, mark, payloadText, signatureText] = match;
  const decode = compact ? base64UrlToBytes : hexToBytes;
  const payloadBytes = decode(payloadText);
  const signature = decode(signatureText);
  if (!payloadBytes || !signature) return { ok: false, reason: 'wrong format' };
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(payloadBytes));
  } catch {
    return { ok: false, reason: 'payload is not JSON' };
  }
  const payload = checkLicensePayload(json);
  if (typeof payload === 'string') return { ok: false, reason: payload };
  return {
    ok: true,
    key: {
      encoding: compact ? 'base64url' : 'hex',
      mark: mark as LicenseMark,
      signedText,
      signature,
      payload,
    },
  };
}

/** True when the key's mark names the payload's tier (checked after the signature). */
export function markMatchesTier(key: DecodedLicenseKey): boolean {
  return TIER_GRANTS[key.payload.tier].mark === key.mark;
}

/** The payload, or why it is not one. */
export function checkLicensePayload(value: unknown): LicensePayload | string {
  if (typeof value !== 'object' || value === null) return 'payload is not an object';
  const p = value as Record<string, unknown>;
  const bad = (field: string) => `payload field "${field}" is missing or wrong`;
  if (p.v !== 1) return bad('v');
  for (const field of ['lid', 'org', 'orgSlug']) {
    if (typeof p[field] !== 'string' || p[field] === '') return bad(field);
  }
  if (typeof p.kid !== 'string' || !/^[0-9a-f]{16}$/.test(p.kid)) return bad('kid');
  if (p.tier !== 'starter' && p.tier !== 'pro') return bad('tier');
  if (!Number.isInteger(p.maxUsers) || (p.maxUsers as number) < 1) return bad('maxUsers');
  if (!Array.isArray(p.features) || !p.features.every((f) => typeof f === 'string')) {
    return bad('features');
  }
  for (const field of ['iat', 'exp']) {
    if (typeof p[field] !== 'string' || Number.isNaN(Date.parse(p[field]))) return bad(field);
  }
  return p as unknown as LicensePayload;
}

export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** base64url without padding → bytes; null unless canonical (one text per byte string). */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return bytesToBase64Url(bytes) === text ? bytes : null;
}

/** Lowercase hex → bytes; null for anything else. */
export function hexToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})*$/.test(text)) return null;
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
