import { verify } from 'node:crypto';
import type { Clock } from '../clock';
import type { DeviceRegistry } from './device-registry';
import { parseLicenseKey, type LicenseTier } from './license-key';
import { LicenseErrors } from './license.errors';
import type { TrustedKey } from './public-key';

/** What POST /license/verify answers with on success. */
export interface VerifiedLicense {
  valid: true;
  tier: LicenseTier;
  maxUsers: number;
  features: string[];
  organization: string;
  expiresAt: string;
  licenseId: string;
}

const MAX_FINGERPRINT_LENGTH = 512;

/**
 * Every offline check except the device limit, in docs/licensing.md's order. Used by the
 * verifier, by /health and by `ironkeep doctor` (which have no device).
 */
export function checkLicenseKey(
  rawKey: string,
  trusted: TrustedKey | undefined,
  now: Date,
): VerifiedLicense {
  const parsed = parseLicenseKey(rawKey);
  if (!trusted) throw LicenseErrors.noPublicKey();
  if (parsed.payload.kid !== trusted.keyId) throw LicenseErrors.unknownSigner(parsed.payload.kid);
  const valid = verify(
    null,
    Buffer.from(parsed.signedText, 'ascii'),
    trusted.key,
    parsed.signature,
  );
  if (!valid) throw LicenseErrors.badSignature();
  const { payload } = parsed;
  if (parsed.mark.toLowerCase() !== payload.tier) {
    throw LicenseErrors.malformed(
      `the ${parsed.mark} mark does not match the ${payload.tier} tier`,
    );
  }
  if (Date.parse(payload.exp) <= now.getTime()) {
    throw LicenseErrors.expired(new Date(payload.exp).toISOString());
  }
  return {
    valid: true,
    tier: payload.tier,
    maxUsers: payload.maxUsers,
    features: payload.features,
    organization: payload.org,
    expiresAt: new Date(payload.exp).toISOString(),
    licenseId: payload.lid,
  };
}

/** Offline licence verification for POST /license/verify; never calls home. */
export class LicenseVerifier {
  constructor(
    private readonly trustedKey: () => TrustedKey | undefined,
    private readonly clock: Clock,
    private readonly devices: DeviceRegistry,
  ) {}

  check(rawKey: string): VerifiedLicense {
    return checkLicenseKey(rawKey, this.trustedKey(), this.clock.now());
  }

  /** check() plus the device limit: a new fingerprint takes a seat if one is left. */
  verify(rawKey: string, deviceFingerprint: unknown): VerifiedLicense {
    const license = this.check(rawKey);
    if (
      typeof deviceFingerprint !== 'string' ||
      deviceFingerprint.trim() === '' ||
      deviceFingerprint.length > MAX_FINGERPRINT_LENGTH
    ) {
      throw LicenseErrors.fingerprintRequired();
    }
    const admitted = this.devices.activate(
      license.licenseId,
      deviceFingerprint.trim(),
      license.maxUsers,
      this.clock.now(),
    );
    if (!admitted) throw LicenseErrors.deviceLimit(license.tier, license.maxUsers);
    return license;
  }
}
