import { UpstreamServer } from './upstream-server';

type Load = (organizationId: string) => Promise<UpstreamServer[]>;

interface Entry {
  /** null until the first load has finished. */
  servers: UpstreamServer[] | null;
  loadedAt: number;
  /** The load under way, shared by every request that finds the entry stale. */
  loading?: Promise<UpstreamServer[]>;
}

/**
 * Each organization's servers, kept in memory for `ttlMs` so a request costs no database read.
 * Changes made on this replica (add, stop, key, health check) drop the copy at once; other
 * replicas see them within the TTL. A stale copy is served while one reload runs, except the
 * first time, when the request waits for it.
 */
export class ServerCatalog {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly load: Load,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(organizationId: string): UpstreamServer[] | Promise<UpstreamServer[]> {
    const entry = this.entries.get(organizationId);
    if (entry?.servers && this.now() - entry.loadedAt < this.ttlMs) return entry.servers;
    if (entry?.servers) {
      this.reload(organizationId, entry).catch(() => undefined);
      return entry.servers;
    }
    // Never loaded yet: every request waits for the one first load.
    if (entry?.loading) return entry.loading;
    const fresh: Entry = { servers: null, loadedAt: -Infinity };
    this.entries.set(organizationId, fresh);
    return this.reload(organizationId, fresh).catch((err: unknown) => {
      this.entries.delete(organizationId);
      throw err;
    });
  }

  /** Forgets the copy: the next request loads again (and waits for it). */
  invalidate(organizationId: string): void {
    this.entries.delete(organizationId);
  }

  private reload(organizationId: string, entry: Entry): Promise<UpstreamServer[]> {
    entry.loading ??= this.load(organizationId).then(
      (servers) => {
        Object.assign(entry, { servers, loadedAt: this.now(), loading: undefined });
        return servers;
      },
      (err: unknown) => {
        entry.loading = undefined;
        throw err;
      },
    );
    return entry.loading;
  }
}
