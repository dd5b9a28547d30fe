import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, MIGRATIONS } from '../src/database/data-source-options';
import { runMigrations } from '../src/database/run-migrations';

const onPostgres = process.env.E2E_DB === 'postgres';

/** A database nobody has migrated yet: a new PostgreSQL database, or a new SQLite file. */
async function freshDatabase(): Promise<{
  url?: string;
  sqlitePath: string;
  drop(): Promise<void>;
}> {
  const sqlitePath = join(mkdtempSync(join(tmpdir(), 'ironkeep-migrations-')), 'db.sqlite');
  if (!onPostgres) return { sqlitePath, drop: async () => {} };
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

async function startInstance(db: { url?: string; sqlitePath: string }): Promise<DataSource> {
  const dataSource = await new DataSource(dataSourceOptions(db)).initialize();
  await runMigrations(dataSource);
  return dataSource;
}

async function appliedMigrations(dataSource: DataSource): Promise<string[]> {
  const rows: { name: string }[] = await dataSource.query('SELECT name FROM migrations');
  return rows.map((r) => r.name).sort();
}

const allMigrationNames = MIGRATIONS.map((m) => m.name).sort();

describe('Database migrations at start-up', () => {
  it('applies every migration once on a fresh database, and nothing on a second start', async () => {
    const db = await freshDatabase();
    try {
      const first = await startInstance(db);
      expect(await appliedMigrations(first)).toEqual(allMigrationNames);
      await first.destroy();
      const second = await startInstance(db);
      expect(await appliedMigrations(second)).toEqual(allMigrationNames);
      await second.destroy();
    } finally {
      await db.drop();
    }
  });

  // Several replicas against one PostgreSQL database (SQLite is only ever used by one process).
  if (onPostgres) {
    it('lets four replicas start together: they take turns, and each migration runs once', async () => {
      const db = await freshDatabase();
      try {
        const instances = await Promise.all([1, 2, 3, 4].map(() => startInstance(db)));
        expect(await appliedMigrations(instances[0])).toEqual(allMigrationNames);
        await Promise.all(instances.map((i) => i.destroy()));
      } finally {
        await db.drop();
      }
    });
  }
});
