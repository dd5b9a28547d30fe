import { LicenseErrors } from './license.errors';
import {
  decodeLicenseKey,
  type LicensePayload,
  type LicenseTier,
  type LicenseMark,
} from './license-key-format';

export type { LicensePayload, LicenseTier };

export interface ParsedLicenseKey {
  mark: LicenseMark;
  /** `IRON-{MARK}-{payload}`: the exact bytes the signature covers. */
  signedText: string;
  signature: Buffer;
  payload: LicensePayload;
}

/**
 * Splits and decodes a key of either encoding (license-key-format.ts, generated from the
 * backend's); throws LICENSE_MISSING / LICENSE_MALFORMED. Checks no signature.
 */
export function parseLicenseKey(raw: string): ParsedLicenseKey {
  const decoded = decodeLicenseKey(raw);
  if (!decoded.ok) {
    throw decoded.reason === 'missing'
      ? LicenseErrors.missing()
      : LicenseErrors.malformed(decoded.reason);
  }
  const { mark, signedText, signature, payload } = decoded.key;
  return { mark, signedText, signature: Buffer.from(signature), payload };
}
