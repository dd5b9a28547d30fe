import { Router } from 'express';
import type { LicenseVerifier } from './license-verifier';

/**
 * POST /license/verify {license_key, device_fingerprint}. A blank key falls back to the key the
 * operator configured (IRONKEEP_LICENSE_KEY): the web interface on :3001 is a different origin
 * from the download page, so its browser storage usually holds no key.
 */
export function licenseRoutes(
  verifier: LicenseVerifier,
  configuredKey: string | undefined,
): Router {
  const router = Router();
  router.post('/license/verify', (req, res) => {
    const body = (req.body ?? {}) as { license_key?: unknown; device_fingerprint?: unknown };
    const sent = typeof body.license_key === 'string' ? body.license_key.trim() : '';
    const key = sent !== '' ? sent : (configuredKey ?? '');
    res.setHeader('Cache-Control', 'no-store');
    res.json(verifier.verify(key, body.device_fingerprint));
  });
  return router;
}
