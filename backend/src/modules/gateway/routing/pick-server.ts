import { UpstreamServer } from './upstream-server';

/**
 * Least in-flight requests first, a random one among equals (so replicas that each start at
 * zero spread their load instead of all picking the first server). `skip` holds the servers
 * already tried by this request and those cooling down.
 */
export function pickLeastBusy(
  candidates: readonly UpstreamServer[],
  inFlight: (serverId: string) => number,
  skip: (server: UpstreamServer) => boolean,
  random: () => number = Math.random,
): UpstreamServer | undefined {
  let best: UpstreamServer | undefined;
  let bestLoad = Infinity;
  let ties = 0;
  for (const server of candidates) {
    if (skip(server)) continue;
    const load = inFlight(server.id);
    if (load < bestLoad) {
      best = server;
      bestLoad = load;
      ties = 1;
    } else if (load === bestLoad) {
      // Reservoir sampling: each of the `ties` equals ends up chosen with probability 1/ties.
      ties += 1;
      if (random() * ties < 1) best = server;
    }
  }
  return best;
}

/** Requests each server has in flight on this replica. */
export class InFlight {
  private readonly counts = new Map<string, number>();

  of = (serverId: string): number => this.counts.get(serverId) ?? 0;

  start(serverId: string): () => void {
    this.counts.set(serverId, this.of(serverId) + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const left = this.of(serverId) - 1;
      if (left > 0) this.counts.set(serverId, left);
      else this.counts.delete(serverId);
    };
  }
}
