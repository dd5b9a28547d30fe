import Database from 'better-sqlite3';
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

// better-sqlite3 reads this once, when it opens its first database: `file:` URIs let a store in a
// read-only folder be opened as immutable (openDatabase). Plain paths read as before.
process.env.SQLITE_USE_URI ??= '1';

/**
 * Schema versions, applied in order and recorded in `PRAGMA user_version`. Append only: a
 * customer's file may be at any earlier version.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE sessions (
     id TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL,
     last_activity INTEGER NOT NULL
   );
   CREATE INDEX sessions_last_activity ON sessions (last_activity DESC);
   CREATE TABLE messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
     role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
     content TEXT NOT NULL,
     created_at INTEGER NOT NULL
   );
   CREATE INDEX messages_session ON messages (session_id, id);
   CREATE TABLE license_devices (
     license_id TEXT NOT NULL,
     device_hash TEXT NOT NULL,
     first_seen INTEGER NOT NULL,
     last_seen INTEGER NOT NULL,
     PRIMARY KEY (license_id, device_hash)
   );`,
  // Seat release needs a stable id per device; AUTOINCREMENT never hands a released id to a
  // new device, so a stale `ironkeep license release <id>` cannot free someone else's seat.
  `CREATE TABLE license_devices_v2 (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     license_id TEXT NOT NULL,
     device_hash TEXT NOT NULL,
     first_seen INTEGER NOT NULL,
     last_seen INTEGER NOT NULL,
     UNIQUE (license_id, device_hash)
   );
   INSERT INTO license_devices_v2 (license_id, device_hash, first_seen, last_seen)
     SELECT license_id, device_hash, first_seen, last_seen FROM license_devices
     ORDER BY first_seen, license_id, device_hash;
   DROP TABLE license_devices;
   ALTER TABLE license_devices_v2 RENAME TO license_devices;`,
];

/** True when files can be created and written in `dir` (false on a read-only mount, EROFS). */
export function isWritableDir(dir: string): boolean {
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens (creating if needed) the service's SQLite file and brings its schema up to date. In a
 * read-only data folder an existing store is opened read-only, so conversations can still be
 * read (writes then fail with SQLITE_READONLY, which memory/storage.ts answers with 503).
 */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  if (path !== ':memory:' && existsSync(path) && !isWritableDir(dirname(path))) {
    // immutable: no -shm to create in a read-only folder (a WAL-mode file needs one otherwise).
    // Nothing else can write the file while its folder is read-only.
    const db = new Database(`file:${encodeURI(path)}?immutable=1`, {
      readonly: true,
      fileMustExist: true,
    });
    db.pragma('busy_timeout = 5000');
    checkSchema(db);
    return db;
  }
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

function checkSchema(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current !== MIGRATIONS.length) {
    throw new Error(
      `The memory store ${db.name} is read-only and at schema ${current}, not ${MIGRATIONS.length}: make its folder writable once so it can be upgraded.`,
    );
  }
}

function migrate(db: Db): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > MIGRATIONS.length) {
    throw new Error(
      `The memory store was written by a newer IronKeep (schema ${current}); upgrade ironkeep.`,
    );
  }
  for (let version = current; version < MIGRATIONS.length; version++) {
    db.transaction(() => {
      db.exec(MIGRATIONS[version]);
      db.pragma(`user_version = ${version + 1}`);
    })();
  }
}
