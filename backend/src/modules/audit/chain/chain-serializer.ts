import { DataSource, EntityManager } from 'typeorm';

/** Any constant shared by every IronKeep instance (distinct from the migration lock). */
export const AUDIT_CHAIN_LOCK_ID = 7_301_004_423;

/**
 * Makes "read the chain's last entry, then insert the next one" a critical section, so the chain
 * never forks. PostgreSQL (several replicas): a transaction-level advisory lock, held until the
 * transaction that appends commits, so the next appender reads the committed entry and entry ids
 * follow commit order (the syslog outbox relies on that). SQLite: one process with one shared
 * connection, so a promise chain is the one writer.
 */
export class ChainSerializer {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly dataSource: DataSource) {}

  get postgres(): boolean {
    return this.dataSource.options.type === 'postgres';
  }

  /**
   * Runs `work` as the chain's only writer. With `outer` (a transaction's manager) the work joins
   * that transaction; on PostgreSQL the lock is then held until it commits or rolls back.
   */
  run<T>(work: (manager: EntityManager) => Promise<T>, outer?: EntityManager): Promise<T> {
    if (this.postgres) {
      const locked = async (manager: EntityManager) => {
        await manager.query('SELECT pg_advisory_xact_lock($1)', [AUDIT_CHAIN_LOCK_ID]);
        return work(manager);
      };
      return outer?.queryRunner?.isTransactionActive
        ? locked(outer)
        : this.dataSource.transaction(locked);
    }
    const result = this.tail.then(() => work(outer ?? this.dataSource.manager));
    this.tail = result.catch(() => undefined);
    return result;
  }
}
