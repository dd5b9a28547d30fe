import { LookupFunction } from 'node:net';
import { Dispatcher, Pool } from 'undici';

/** Where one server is reached: its connection pool and the path its URL starts with. */
export interface UpstreamTarget {
  pool: Pool;
  basePath: string;
}

/**
 * One undici Pool per server origin: kept-alive connections, so a request costs no new TCP
 * (or TLS) handshake. Every connection resolves names through the address policy (`lookup`),
 * so a server's name cannot resolve its way to a metadata address at request time, and no pool
 * follows redirects (undici does not unless asked).
 */
export class UpstreamPools {
  private readonly targets = new Map<string, UpstreamTarget>();
  private readonly pools = new Map<string, Pool>();

  constructor(
    private readonly options: {
      connectTimeoutMs: number;
      lookup: LookupFunction;
      /** Why a host as written may not be used (an IP literal never goes through `lookup`). */
      hostProblem: (hostname: string) => string | null;
    },
  ) {}

  /** Throws (code EBLOCKED) for a host the address policy refuses. */
  for(url: string): UpstreamTarget {
    let target = this.targets.get(url);
    if (target) return target;
    const parsed = new URL(url);
    const refused = this.options.hostProblem(parsed.hostname);
    if (refused) throw Object.assign(new Error(refused), { code: 'EBLOCKED' });
    let pool = this.pools.get(parsed.origin);
    if (!pool) {
      pool = new Pool(parsed.origin, {
        // No cap: each stream holds a connection for its whole length.
        connections: null,
        pipelining: 1,
        keepAliveTimeout: 30_000,
        connect: { timeout: this.options.connectTimeoutMs, lookup: this.options.lookup },
      } as Pool.Options);
      this.pools.set(parsed.origin, pool);
    }
    target = { pool, basePath: parsed.pathname.replace(/\/+$/, '') };
    this.targets.set(url, target);
    return target;
  }

  async close(): Promise<void> {
    const pools = [...this.pools.values()];
    this.pools.clear();
    this.targets.clear();
    await Promise.all(pools.map((pool) => pool.destroy().catch(() => undefined)));
  }
}

export type UpstreamResponse = Dispatcher.ResponseData;
