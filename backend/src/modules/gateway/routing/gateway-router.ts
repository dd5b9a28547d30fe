import { GatewayErrors } from '../edge/openai-errors';
import { Attempt } from '../upstream/upstream-call';
import { CooldownBoard } from './cooldown-board';
import { InFlight, pickLeastBusy } from './pick-server';
import { ServerCatalog } from './server-catalog';
import { isListed, isRoutable, servesModel, UpstreamServer } from './upstream-server';

export interface RouterSettings {
  maxAttempts: number;
  cooldownMs: number;
}

/** A request that reached a server: which one, after how many attempts, and its in-flight slot. */
export interface Routed<T> {
  value: T;
  server: UpstreamServer;
  attempts: number;
  /** Frees the server's in-flight slot: call once, when the answer is over. */
  release: () => void;
}

/** What the router tells the gateway about a failed attempt (health check, logs). */
export type OnServerFailure = (server: UpstreamServer, reason: string) => void;

/**
 * Picks the organization's servers of a model in turn (least in flight, random among equals,
 * never one already tried or cooling down; a server whose last health check failed only when no
 * other is left) until one answers, at most `maxAttempts` times. A
 * server that fails before the first byte cools down (on every replica when Redis is there) and
 * `onFailure` runs (the gateway checks its health at once). Retry state is these locals and
 * nothing else.
 */
export class GatewayRouter {
  constructor(
    private readonly catalog: ServerCatalog,
    private readonly cooldowns: CooldownBoard,
    private readonly inFlight: InFlight,
    private readonly settings: RouterSettings,
    private readonly onFailure: OnServerFailure,
  ) {}

  /**
   * The servers of `model` in the organization (failed ones included: `route` keeps them as a
   * last resort), or 404 model_not_found.
   */
  async candidates(organizationId: string, model: string): Promise<UpstreamServer[]> {
    const servers = await this.catalog.get(organizationId);
    const listed = servers.filter((s) => isListed(s) && servesModel(s, model));
    if (listed.length === 0) throw GatewayErrors.modelNotFound(model);
    return listed;
  }

  /**
   * A server that failed after its first byte (died or went quiet mid-stream): it cools down
   * and is checked, as for a failure before the first byte, so the next request goes elsewhere.
   */
  failedMidStream(server: UpstreamServer, reason: string): void {
    this.cooldowns.coolDown(server.id, this.settings.cooldownMs);
    this.onFailure(server, reason);
  }

  /**
   * Runs `attempt` on servers of `model` until one succeeds. Throws the refusal of a request
   * a server judged invalid (not retried), 503 when no server could be reached or none is
   * available, 502 when those reached all failed.
   */
  async route<T>(
    candidates: readonly UpstreamServer[],
    model: string,
    signal: AbortSignal,
    attempt: (server: UpstreamServer) => Promise<Attempt<T>>,
  ): Promise<Routed<T>> {
    const tried = new Set<string>();
    const skip = (s: UpstreamServer) => tried.has(s.id) || this.cooldowns.isCooling(s.id);
    // One failed health check (a timeout on a busy host) must not turn a request away while the
    // server may still answer: servers marked failed are tried after every healthy one, and a
    // dead one costs a refused connection, then cools down like any other.
    const skipFailed = (s: UpstreamServer) => skip(s) || !isRoutable(s);
    let answered: string | null = null;
    while (tried.size < this.settings.maxAttempts && !signal.aborted) {
      const server =
        pickLeastBusy(candidates, this.inFlight.of, skipFailed) ??
        pickLeastBusy(candidates, this.inFlight.of, skip);
      if (!server) break;
      tried.add(server.id);
      const release = this.inFlight.start(server.id);
      let outcome: Attempt<T>;
      try {
        outcome = await attempt(server);
      } catch (err) {
        release();
        throw err;
      }
      if (outcome.ok) return { value: outcome.value, server, attempts: tried.size, release };
      release();
      if (!outcome.retry) throw outcome.error;
      if (outcome.answered) answered = outcome.reason;
      this.cooldowns.coolDown(server.id, this.settings.cooldownMs);
      this.onFailure(server, outcome.reason);
    }
    if (answered) throw GatewayErrors.upstreamFailed(model, tried.size, answered);
    throw GatewayErrors.noServerAvailable(model, tried.size);
  }
}
