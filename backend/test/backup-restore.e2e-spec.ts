import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp, E2E_DB, uniqueName } from './app.factory';

/**
 * The restore drill of docs/operations.md, run for real: back up, lose the database, restore,
 * and the app still signs the same user in. PostgreSQL: pg_dump -Fc, DROP DATABASE, CREATE,
 * pg_restore. SQLite: the online backup API (what `sqlite3 ironkeep.sqlite ".backup ..."` uses)
 * while the app runs, then a new DATA_DIR holding only the backup.
 */
describe('Backup and restore drill', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ironkeep-backup-'));

  if (E2E_DB === 'postgres') {
    it('pg_dump, drop, pg_restore: the restored database signs the user in', async () => {
      const server = new URL(process.env.TEST_DATABASE_URL!);
      const name = `ironkeep_restore_${process.pid}_${Date.now().toString(36)}`;
      const dbUrl = new URL(server);
      dbUrl.pathname = `/${name}`;
      const admin = new Client({ connectionString: server.toString() });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}"`);
        const username = await createUser({ DATABASE_URL: dbUrl.toString() });

        const dump = join(dir, 'ironkeep.dump');
        execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, dbUrl.toString()]);
        await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
        await admin.query(`CREATE DATABASE "${name}"`);
        execFileSync('pg_restore', ['--no-owner', `--dbname=${dbUrl}`, dump]);

        await expectSignIn({ DATABASE_URL: dbUrl.toString() }, username);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    }, 60_000);
  } else {
    it('online backup, new data folder: the restored file signs the user in', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'ironkeep-live-'));
      const backup = join(dir, 'ironkeep.sqlite');
      const username = await createUser({ DATA_DIR: dataDir }, async () => {
        const db = new Database(join(dataDir, 'ironkeep.sqlite'));
        await db.backup(backup);
        db.close();
      });
      const restored = mkdtempSync(join(tmpdir(), 'ironkeep-restored-'));
      copyFileSync(backup, join(restored, 'ironkeep.sqlite'));
      await expectSignIn({ DATA_DIR: restored }, username);
    }, 60_000);
  }
});

/** Registers a user on a fresh app; `whileRunning` runs before the app stops (online backup). */
async function createUser(
  env: Record<string, string>,
  whileRunning?: () => Promise<void>,
): Promise<string> {
  const app = await createTestApp(env);
  try {
    const username = uniqueName('restore');
    await new ApiClient(app).register(username).then(expectStatus(201));
    await whileRunning?.();
    return username;
  } finally {
    await app.close();
  }
}

async function expectSignIn(env: Record<string, string>, username: string): Promise<void> {
  const app = await createTestApp(env);
  try {
    const client = new ApiClient(app);
    await client.login(username).then(expectStatus(200));
    const me = await client.agent.get('/api/auth/me').expect(200);
    expect(me.body.user.username).toBe(username);
  } finally {
    await app.close();
  }
}
