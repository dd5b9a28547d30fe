import { DataSource, EntityManager } from 'typeorm';
import { DateUtils } from 'typeorm/util/DateUtils';

type Queryable = DataSource | EntityManager;

/**
 * Raw SQL for both databases, written with `?` placeholders: they become `$1, $2, …` on
 * PostgreSQL; on SQLite booleans become 1/0 and dates TypeORM's UTC text (its driver binds
 * neither). The usage module
 * writes in bulk and upserts (ON CONFLICT … DO UPDATE, the same on both), which TypeORM's
 * builders would do row by row.
 */
export function runSql<T = Record<string, unknown>>(
  db: Queryable,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const postgres = isPostgres(db);
  let n = 0;
  const text = postgres ? sql.replace(/\?/g, () => `$${++n}`) : sql;
  const values = postgres ? params : params.map(forSqlite);
  return db.query(text, values);
}

function forSqlite(value: unknown): unknown {
  if (typeof value === 'boolean') return Number(value);
  if (value instanceof Date) return DateUtils.mixedDateToUtcDatetimeString(value);
  return value;
}

export function isPostgres(db: Queryable): boolean {
  const options = db instanceof DataSource ? db.options : db.connection.options;
  return options.type === 'postgres';
}

/** `(?, ?, ?), (?, ?, ?)` for `rows` rows of `columns` values. */
export function valuesList(rows: number, columns: number): string {
  const row = `(${Array.from({ length: columns }, () => '?').join(', ')})`;
  return Array.from({ length: rows }, () => row).join(', ');
}

/** Splits rows so one statement binds at most 999 values (SQLite's oldest limit). */
export function chunksFor<T>(rows: T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(999 / columns));
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

/** SUM() and bigint columns come back as strings on PostgreSQL. */
export const num = (value: unknown): number => (value === null ? 0 : Number(value));
