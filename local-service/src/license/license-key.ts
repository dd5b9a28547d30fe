import { LicenseErrors } from './license.errors';

export type LicenseTier = 'starter' | 'pro';

/** The signed payload of a licence key (docs/licensing.md). */
export interface LicensePayload {
  v: 1;
  lid: string;
  kid: string;
  org: string;
  orgSlug: string;
  tier: LicenseTier;
  maxUsers: number;
  features: string[];
  iat: string;
  exp: string;
}

export interface ParsedLicenseKey {
  mark: 'PRO' | 'STARTER';
  /** `IRON-{MARK}-{payloadHex}`: the exact bytes the signature covers. */
  signedText: string;
  signature: Buffer;
  payload: LicensePayload;
}

const MAX_KEY_LENGTH = 8192;
const KEY_PATTERN = /^IRON-(PRO|STARTER)-((?:[0-9a-f]{2})+)-([0-9a-f]{128})$/;

function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value));
}

function checkPayload(value: unknown): LicensePayload {
  const p = value as Partial<LicensePayload> | null;
  const bad = (field: string) =>
    LicenseErrors.malformed(`payload field "${field}" is missing or wrong`);
  if (typeof p !== 'object' || p === null)
    throw LicenseErrors.malformed('payload is not an object');
  if (p.v !== 1) throw bad('v');
  for (const field of ['lid', 'org', 'orgSlug'] as const) {
    if (typeof p[field] !== 'string' || p[field] === '') throw bad(field);
  }
  if (typeof p.kid !== 'string' || !/^[0-9a-f]{16}$/.test(p.kid)) throw bad('kid');
  if (p.tier !== 'starter' && p.tier !== 'pro') throw bad('tier');
  if (!Number.isInteger(p.maxUsers) || (p.maxUsers as number) < 1) throw bad('maxUsers');
  if (!Array.isArray(p.features) || !p.features.every((f) => typeof f === 'string')) {
    throw bad('features');
  }
  if (!isIsoDate(p.iat)) throw bad('iat');
  if (!isIsoDate(p.exp)) throw bad('exp');
  return p as LicensePayload;
}

/** Splits and decodes a key; throws LICENSE_MISSING / LICENSE_MALFORMED. Checks no signature. */
export function parseLicenseKey(raw: string): ParsedLicenseKey {
  const key = raw.trim();
  if (key === '') throw LicenseErrors.missing();
  if (key.length > MAX_KEY_LENGTH) throw LicenseErrors.malformed('too long');
  const match = KEY_PATTERN.exec(key);
  if (!match) throw LicenseErrors.malformed('wrong format');
  const [, mark, payloadHex, signatureHex] = match;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(payloadHex, 'hex').toString('utf8'));
  } catch {
    throw LicenseErrors.malformed('payload is not JSON');
  }
  return {
    mark: mark as ParsedLicenseKey['mark'],
    signedText: `IRON-${mark}-${payloadHex}`,
    signature: Buffer.from(signatureHex, 'hex'),
    payload: checkPayload(payload),
  };
}
