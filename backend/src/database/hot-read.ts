import { DataSource } from 'typeorm';

type Row = Record<string, unknown>;

/**
 * A read that runs on every signed-in request (the session row, the signed-in user). Through
 * TypeORM each costs a query runner, a logger call and, for `findOneBy`, a query builder: 16 % of
 * the CPU of `GET /api/auth/me` in a profile (docs/benchmarks.md). Here the statement is prepared
 * once and run on the driver's own connection: better-sqlite3's cached statement, or a named
 * PostgreSQL prepared statement on the pool. Reads only; writes keep going through TypeORM.
 *
 * `sql` uses `?` placeholders; they become `$1, $2, …` on PostgreSQL.
 */
export function hotRead(dataSource: DataSource, name: string, sql: string) {
  if (dataSource.options.type === 'postgres') {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    // pg's Pool; typed `any` by TypeORM.
    const pool = (dataSource.driver as unknown as { master: PgPool }).master;
    return async (params: unknown[]): Promise<Row[]> =>
      (await pool.query({ name: `ironkeep_${name}`, text, values: params })).rows;
  }
  const db = (dataSource.driver as unknown as { databaseConnection: SqliteDatabase })
    .databaseConnection;
  let statement: SqliteStatement | undefined;
  return (params: unknown[]): Promise<Row[]> => {
    try {
      statement ??= db.prepare(sql);
      return Promise.resolve(statement.all(...params));
    } catch (err) {
      return Promise.reject(err);
    }
  };
}

interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
}

interface SqliteStatement {
  all(...params: unknown[]): Row[];
}

interface SqliteDatabase {
  prepare(sql: string): SqliteStatement;
}
