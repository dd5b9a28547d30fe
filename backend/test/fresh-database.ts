import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

/** A database nobody has migrated yet: a new PostgreSQL database, or a new SQLite file. */
export async function freshDatabase(): Promise<{
  url?: string;
  sqlitePath: string;
  drop(): Promise<void>;
}> {
  const sqlitePath = join(mkdtempSync(join(tmpdir(), 'ironkeep-migrations-')), 'db.sqlite');
  if (process.env.E2E_DB !== 'postgres') return { sqlitePath, drop: async () => {} };
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `ironkeep_migrations_${process.pid}_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    sqlitePath,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
