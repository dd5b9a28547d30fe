import { DataSource } from 'typeorm';
import { dataSourceOptions, MIGRATIONS } from '../src/database/data-source-options';
import { runMigrations } from '../src/database/run-migrations';
import { freshDatabase } from './fresh-database';

const onPostgres = process.env.E2E_DB === 'postgres';

async function startInstance(db: { url?: string; sqlitePath: string }): Promise<DataSource> {
  const dataSource = await new DataSource(dataSourceOptions(db)).initialize();
  await runMigrations(dataSource);
  return dataSource;
}

async function appliedMigrations(dataSource: DataSource): Promise<string[]> {
  const rows: { name: string }[] = await dataSource.query('SELECT name FROM migrations');
  return rows.map((r) => r.name).sort();
}

/** An index's columns in index order (TypeORM's getTable lists them in table order). */
async function indexColumns(dataSource: DataSource, index: string): Promise<string[]> {
  const rows: { name: string }[] = onPostgres
    ? await dataSource.query(
        `SELECT a.attname AS name FROM pg_index i
           JOIN pg_class c ON c.oid = i.indexrelid
           JOIN unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord) ON true
           JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
         WHERE c.relname = $1 ORDER BY k.ord`,
        [index],
      )
    : await dataSource.query('SELECT name FROM pragma_index_info(?) ORDER BY seqno', [index]);
  return rows.map((r) => r.name);
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
      // The admin invoice list's filter (status) and order (period) are indexed on both drivers.
      expect(await indexColumns(second, 'IDX_invoices_status_period')).toEqual([
        'status',
        'period_start',
        'id',
      ]);
      // The seeded plans say "license" (1732425000000-us-english-plan-texts), as /pricing shows.
      const plans: { features: string; description: string }[] = await second.query(
        'SELECT features, description FROM plans ORDER BY sort_order',
      );
      expect(JSON.parse(plans[0].features)).toContain('IronKeep Local license for 1 user');
      expect(plans[1].description).toBe(
        'Several model servers and a license the whole team can share.',
      );
      expect(JSON.stringify(plans)).not.toMatch(/licence/i);
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
