import { createHash } from 'node:crypto';
import type { Db } from '../memory/database';

/** Hex characters of the fingerprint's SHA-256 shown to operators: enough to tell devices apart. */
export const FINGERPRINT_HASH_PREFIX = 12;

/** A device as operators see it: never the fingerprint, only the start of its hash. */
export interface RecordedDevice {
  deviceId: number;
  licenseId: string;
  fingerprintHash: string;
  firstSeen: string;
  lastSeen: string;
}

interface DeviceRow {
  id: number;
  license_id: string;
  device_hash: string;
  first_seen: number;
  last_seen: number;
}

function toRecordedDevice(row: DeviceRow): RecordedDevice {
  return {
    deviceId: row.id,
    licenseId: row.license_id,
    fingerprintHash: row.device_hash.slice(0, FINGERPRINT_HASH_PREFIX),
    firstSeen: new Date(row.first_seen).toISOString(),
    lastSeen: new Date(row.last_seen).toISOString(),
  };
}

/**
 * Device activations per licence id: a licence may be used on `maxUsers` distinct devices.
 * Fingerprints are stored hashed; a device already recorded is always let back in, and an
 * operator may release a device's seat (a replaced machine).
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

  /** Every recorded device, grouped by licence, oldest first. */
  list(): RecordedDevice[] {
    const rows = this.db
      .prepare(
        `SELECT id, license_id, device_hash, first_seen, last_seen FROM license_devices
         ORDER BY license_id, first_seen, id`,
      )
      .all() as DeviceRow[];
    return rows.map(toRecordedDevice);
  }

  /** Frees the device's seat; undefined when no device has that id. */
  release(deviceId: number): RecordedDevice | undefined {
    const row = this.db
      .prepare(
        `DELETE FROM license_devices WHERE id = ?
         RETURNING id, license_id, device_hash, first_seen, last_seen`,
      )
      .get(deviceId) as DeviceRow | undefined;
    return row && toRecordedDevice(row);
  }

  count(licenseId: string): number {
    return (
      this.db
        .prepare(`SELECT COUNT(*) AS n FROM license_devices WHERE license_id = ?`)
        .get(licenseId) as { n: number }
    ).n;
  }
}
