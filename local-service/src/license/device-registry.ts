import { createHash } from 'node:crypto';
import type { Db } from '../memory/database';

/**
 * Device activations per licence id: a licence may be used on `maxUsers` distinct devices.
 * Fingerprints are stored hashed; a device already recorded is always let back in.
 */
export class DeviceRegistry {
  constructor(private readonly db: Db) {}

  /** Records the device; false when it is new and the licence has no seat left. */
  activate(licenseId: string, fingerprint: string, maxUsers: number, now: Date): boolean {
    const deviceHash = createHash('sha256').update(fingerprint).digest('hex');
    const at = now.getTime();
    return this.db
      .transaction(() => {
        const seen = this.db
          .prepare(
            `UPDATE license_devices SET last_seen = ? WHERE license_id = ? AND device_hash = ?`,
          )
          .run(at, licenseId, deviceHash);
        if (seen.changes > 0) return true;
        const { n } = this.db
          .prepare(`SELECT COUNT(*) AS n FROM license_devices WHERE license_id = ?`)
          .get(licenseId) as { n: number };
        if (n >= maxUsers) return false;
        this.db
          .prepare(
            `INSERT INTO license_devices (license_id, device_hash, first_seen, last_seen) VALUES (?, ?, ?, ?)`,
          )
          .run(licenseId, deviceHash, at, at);
        return true;
      })
      .immediate();
  }

  count(licenseId: string): number {
    return (
      this.db
        .prepare(`SELECT COUNT(*) AS n FROM license_devices WHERE license_id = ?`)
        .get(licenseId) as { n: number }
    ).n;
  }
}
