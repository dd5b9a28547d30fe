import assert from 'node:assert/strict';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { openDatabase } from './database';

describe('memory store schema upgrades', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ironkeep-db-test-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('a schema 1 file keeps its license devices and gives each a device id', () => {
    const path = join(dir, 'v1.sqlite');
    const old = new Database(path);
    // The license table exactly as schema 1 created it (a customer's file from before release).
    old.exec(`CREATE TABLE license_devices (
       license_id TEXT NOT NULL,
       device_hash TEXT NOT NULL,
       first_seen INTEGER NOT NULL,
       last_seen INTEGER NOT NULL,
       PRIMARY KEY (license_id, device_hash)
     );
     CREATE TABLE sessions (id TEXT PRIMARY KEY, created_at INTEGER NOT NULL, last_activity INTEGER NOT NULL);`);
    old.prepare('INSERT INTO license_devices VALUES (?, ?, ?, ?)').run('lic', 'bb', 2000, 3000);
    old.prepare('INSERT INTO license_devices VALUES (?, ?, ?, ?)').run('lic', 'aa', 1000, 5000);
    old.pragma('user_version = 1');
    old.close();

    const db = openDatabase(path);
    try {
      assert.equal(db.pragma('user_version', { simple: true }), 2);
      assert.deepEqual(
        db
          .prepare(
            'SELECT id, license_id, device_hash, first_seen, last_seen FROM license_devices ORDER BY id',
          )
          .all(),
        [
          { id: 1, license_id: 'lic', device_hash: 'aa', first_seen: 1000, last_seen: 5000 },
          { id: 2, license_id: 'lic', device_hash: 'bb', first_seen: 2000, last_seen: 3000 },
        ],
      );
      assert.throws(
        () =>
          db
            .prepare(
              'INSERT INTO license_devices (license_id, device_hash, first_seen, last_seen) VALUES (?, ?, 1, 1)',
            )
            .run('lic', 'aa'),
        /UNIQUE/,
      );
    } finally {
      db.close();
    }
  });
});
