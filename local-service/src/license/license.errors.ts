import { ServiceError } from '../http/service-error';

/** Codes and statuses exactly as docs/licensing.md lists them. */
export const LicenseErrors = {
  missing: () => new ServiceError(400, 'LICENSE_MISSING', 'A license key is required.'),
  malformed: (why: string) =>
    new ServiceError(
      400,
      'LICENSE_MALFORMED',
      `This is not a valid IronKeep license key (${why}). Keys look like IRON-PRO-… or IRON-STARTER-…; copy it again from your IronKeep account.`,
    ),
  unknownSigner: (keyId: string) =>
    new ServiceError(
      403,
      'LICENSE_UNKNOWN_SIGNER',
      `This license key was signed by a key this service does not trust (key id ${keyId}). Check LICENSE_PUBLIC_KEY.`,
    ),
  badSignature: () =>
    new ServiceError(
      403,
      'LICENSE_BAD_SIGNATURE',
      'The license key signature does not match: the key was changed or mistyped. Copy it again from your IronKeep account.',
    ),
  expired: (expiresAt: string) =>
    new ServiceError(
      403,
      'LICENSE_EXPIRED',
      `This license key expired on ${expiresAt.slice(0, 10)}. Renew it in your IronKeep account.`,
    ),
  deviceLimit: (tier: string, maxUsers: number) =>
    new ServiceError(
      403,
      'LICENSE_DEVICE_LIMIT',
      `This ${tier === 'pro' ? 'Pro' : 'Starter'} license is already in use on ${maxUsers} ${maxUsers === 1 ? 'device' : 'devices'}, its limit, so this device cannot be added. Free the seat of a machine no longer used with \`ironkeep license release\` (see \`ironkeep license devices\`), or ask your IronKeep administrator for a license with more users.`,
    ),
  noPublicKey: () =>
    new ServiceError(
      503,
      'LICENSE_NO_PUBLIC_KEY',
      'This service has no license public key, so it cannot check licenses. Set LICENSE_PUBLIC_KEY or put license-public-key.pem in the data folder.',
    ),
  deviceIdInvalid: () =>
    new ServiceError(
      400,
      'VALIDATION_FAILED',
      'deviceId must be a whole number above 0, as `ironkeep license devices` lists it.',
    ),
  deviceNotFound: (deviceId: string) =>
    new ServiceError(
      404,
      'LICENSE_DEVICE_NOT_FOUND',
      `No license device has id ${deviceId}; it may have been released already. Run \`ironkeep license devices\` to list them.`,
    ),
  fingerprintRequired: () =>
    new ServiceError(
      400,
      'VALIDATION_FAILED',
      'device_fingerprint is required (a short string identifying this device, at most 512 characters).',
    ),
};
