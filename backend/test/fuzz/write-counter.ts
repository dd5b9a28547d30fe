import { DataSource } from 'typeorm';

/**
 * Tables a refused request may still write, by design: sessions (a CSRF token needs one),
 * the audit trail (refused sign-ins and codes are recorded), scheduled-job claims.
 */
const MAY_CHANGE_ON_REFUSAL = new Set(['sessions', 'audit_entries', 'job_runs']);
const COUNTER_TABLE = 'fuzz_row_writes';

/**
 * Counts every row inserted, updated or deleted in the other tables, by database triggers, so
 * "nothing was written" is one query per request. (Hashing every table before and after each
 * request cost about 60 queries a request and made this suite the slowest of the run.) A row
 * rewritten with its own values counts too: stricter than comparing contents.
 */
export async function installWriteCounter(db: DataSource): Promise<void> {
  const tables = db.entityMetadatas
    .map((m) => m.tableName)
    .filter((t) => !MAY_CHANGE_ON_REFUSAL.has(t))
    .sort();
  const postgres = db.options.type === 'postgres';
  await db.query(
    `CREATE TABLE ${COUNTER_TABLE} (table_name VARCHAR(200) PRIMARY KEY, writes INTEGER NOT NULL)`,
  );
  if (postgres) {
    await db.query(`CREATE FUNCTION ${COUNTER_TABLE}_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE ${COUNTER_TABLE} SET writes = writes + 1 WHERE table_name = TG_TABLE_NAME;
        RETURN NULL;
      END $$`);
  }
  for (const table of tables) {
    await db.query(`INSERT INTO ${COUNTER_TABLE} (table_name, writes) VALUES ('${table}', 0)`);
    if (postgres) {
      await db.query(`CREATE TRIGGER ${COUNTER_TABLE}_count AFTER INSERT OR UPDATE OR DELETE
        ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${COUNTER_TABLE}_count()`);
      continue;
    }
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      await db.query(`CREATE TRIGGER "${COUNTER_TABLE}_${table}_${event}" AFTER ${event}
        ON "${table}" FOR EACH ROW BEGIN
          UPDATE ${COUNTER_TABLE} SET writes = writes + 1 WHERE table_name = '${table}';
        END`);
    }
  }
}

/** Rows written so far, per table that had any: equal before and after means nothing was written. */
export async function rowWrites(db: DataSource): Promise<Record<string, number>> {
  const rows: { table_name: string; writes: number }[] = await db.query(
    `SELECT table_name, writes FROM ${COUNTER_TABLE} WHERE writes > 0 ORDER BY table_name`,
  );
  return Object.fromEntries(rows.map((r) => [r.table_name, Number(r.writes)]));
}
