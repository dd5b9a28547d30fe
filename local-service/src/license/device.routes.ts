import { Router } from 'express';
import { localAdminOnly } from '../http/guards';
import type { DeviceRegistry, RecordedDevice } from './device-registry';
import type { LicenseVerifier } from './license-verifier';
import { LicenseErrors } from './license.errors';

/** The configured key's seat use, when that key checks out (the others' limits are unknown). */
export interface ConfiguredLicenseSeats {
  licenseId: string;
  tier: string;
  maxUsers: number;
  devicesInUse: number;
}

export interface DeviceListResponse {
  devices: RecordedDevice[];
  configuredLicense: ConfiguredLicenseSeats | null;
}

export interface DeviceReleaseResponse {
  success: true;
  released: RecordedDevice;
  /** Devices still recorded on the released device's licence. */
  devicesInUse: number;
}

const DEVICE_ID = /^[1-9][0-9]{0,15}$/;

function parseDeviceId(raw: string): number {
  const id = DEVICE_ID.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id)) throw LicenseErrors.deviceIdInvalid();
  return id;
}

function configuredSeats(
  verifier: LicenseVerifier,
  devices: DeviceRegistry,
  configuredKey: string | undefined,
): ConfiguredLicenseSeats | null {
  if (!configuredKey) return null;
  try {
    const license = verifier.check(configuredKey);
    return {
      licenseId: license.licenseId,
      tier: license.tier,
      maxUsers: license.maxUsers,
      devicesInUse: devices.count(license.licenseId),
    };
  } catch {
    return null;
  }
}

/**
 * GET /license/devices and DELETE /license/devices/:deviceId: seat release for a replaced
 * machine, as offline licensing (Keygen's machine deactivation) offers it. Operator-only.
 */
export function deviceRoutes(
  devices: DeviceRegistry,
  verifier: LicenseVerifier,
  configuredKey: string | undefined,
): Router {
  const router = Router();
  router.use('/license/devices', localAdminOnly(), (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });

  router.get('/license/devices', (_req, res) => {
    const body: DeviceListResponse = {
      devices: devices.list(),
      configuredLicense: configuredSeats(verifier, devices, configuredKey),
    };
    res.json(body);
  });

  router.delete('/license/devices/:deviceId', (req, res) => {
    const released = devices.release(parseDeviceId(req.params.deviceId));
    if (!released) throw LicenseErrors.deviceNotFound(req.params.deviceId);
    const body: DeviceReleaseResponse = {
      success: true,
      released,
      devicesInUse: devices.count(released.licenseId),
    };
    res.json(body);
  });

  return router;
}
