import { DataSource, EntityManager } from 'typeorm';

/**
 * Serialises "count, then insert" per organisation so two requests cannot both take the last
 * free server slot. PostgreSQL (several replicas): a row lock on the organisation inside a
 * transaction. SQLite (one process): a promise chain per organisation, since better-sqlite3
 * shares one connection and cannot run two transactions at once.
 */
export class OrganizationLock {
  private readonly chains = new Map<string, Promise<unknown>>();

  constructor(private readonly dataSource: DataSource) {}

  run<T>(organizationId: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (this.dataSource.options.type === 'postgres') {
      return this.dataSource.transaction(async (manager) => {
        await manager.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [
          organizationId,
        ]);
        return work(manager);
      });
    }
    const previous = this.chains.get(organizationId) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(() => work(this.dataSource.manager));
    this.chains.set(organizationId, current);
    void current
      .finally(() => {
        if (this.chains.get(organizationId) === current) this.chains.delete(organizationId);
      })
      .catch(() => undefined);
    return current;
  }
}
