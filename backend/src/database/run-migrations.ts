import { DataSource } from 'typeorm';

/** Any constant shared by every IronKeep instance; the value only has to be unique per database. */
export const MIGRATION_LOCK_ID = 7_301_004_417;

/**
 * Applies pending migrations. On PostgreSQL several replicas (compose `--scale`, Helm replicas)
 * may start at once against one database, so they take turns under a session-level advisory
 * lock: the first applies the migrations, the others wait, then find nothing left to do.
 * SQLite is embedded in one process, so it needs no lock.
 */
export async function runMigrations(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type !== 'postgres') {
    await dataSource.runMigrations({ transaction: 'all' });
    return;
  }
  const lockHolder = dataSource.createQueryRunner();
  await lockHolder.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await dataSource.runMigrations({ transaction: 'all' });
  } finally {
    // Releasing the connection would end the session and the lock anyway; unlock explicitly so
    // a pooled connection never carries it on.
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await lockHolder.release();
  }
}
