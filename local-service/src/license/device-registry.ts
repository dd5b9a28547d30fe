import { createHash } from 'node:crypto';
import type { Storage } from '../memory/storage';

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
  constructor(private readonly storage: Storage) {}

  private get db() {
    return this.storage.db;
  }

  /**
   * Records the device; false when it is new and the licence has no seat left. A device already
   * recorded gets in even when its last-seen time cannot be written (disk full or read-only); a
   * new one needs its seat written, so a storage failure refuses it with 507/503.
   */
  activate(licenseId: string, fingerprint: string, maxUsers: number, now: Date): boolean {
    const deviceHash = createHash('sha256').update(fingerprint).digest('hex');
    const at = now.getTime();
    const touch = (db: Storage['db']) =>
      db
        .prepare(
          `UPDATE license_devices SET last_seen = ? WHERE license_id = ? AND device_hash = ?`,
        )
        .run(at, licenseId, deviceHash).changes > 0;
    if (this.isRecorded(licenseId, deviceHash)) {
      this.storage.tryWrite(touch);
      return true;
    }
    return this.storage.write((db) =>
      db
        .transaction(() => {
          if (touch(db)) return true; // recorded meanwhile by another request
          const { n } = db
            .prepare(`SELECT COUNT(*) AS n FROM license_devices WHERE license_id = ?`)
            .get(licenseId) as { n: number };
          if (n >= maxUsers) return false;
          db.prepare(
            `INSERT INTO license_devices (license_id, device_hash, first_seen, last_seen) VALUES (?, ?, ?, ?)`,
          ).run(licenseId, deviceHash, at, at);
          return true;
        })
        .immediate(),
    );
  }

  private isRecorded(licenseId: string, deviceHash: string): boolean {
    return (
      this.db
        .prepare(`SELECT 1 FROM license_devices WHERE license_id = ? AND device_hash = ?`)
        .get(licenseId, deviceHash) !== undefined
    );
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
    const row = this.storage.write(
      (db) =>
        db
          .prepare(
            `DELETE FROM license_devices WHERE id = ?
             RETURNING id, license_id, device_hash, first_seen, last_seen`,
          )
          .get(deviceId) as DeviceRow | undefined,
    );
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
