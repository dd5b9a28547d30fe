import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';

/**
 * Tables a refused request may still write, by design: sessions (a CSRF token needs one),
 * the audit trail (refused sign-ins and codes are recorded), scheduled-job claims.
 */
const MAY_CHANGE_ON_REFUSAL = new Set(['sessions', 'audit_entries', 'job_runs']);

/** A hash of every other table's rows: equal before and after means nothing was written. */
export async function databaseFingerprint(db: DataSource): Promise<Record<string, string>> {
  const tables = db.entityMetadatas
    .map((m) => m.tableName)
    .filter((t) => !MAY_CHANGE_ON_REFUSAL.has(t))
    .sort();
  const result: Record<string, string> = {};
  for (const table of tables) {
    const rows: unknown[] = await db.query(`SELECT * FROM "${table}"`);
    const lines = rows.map((r) => JSON.stringify(r)).sort();
    result[table] = `${rows.length}:${createHash('sha1').update(lines.join('\n')).digest('hex')}`;
  }
  return result;
}
