import {
  Inject,
  Injectable,
  Logger,
  OnApplicationShutdown,
  OnModuleInit,
  Optional,
} from '@nestjs/common';
import { ServerResponse } from 'node:http';
import { Clock } from '../../common/clock/clock';
import { ErrorFormats } from '../../common/errors/error-formats';
import { AppConfig } from '../../config/app-config.service';
import { REDIS_CLIENT, RedisClient } from '../../redis/redis.module';
import { ServerHealthChecker } from '../servers/health/server-health-checker';
import { AddressPolicy } from '../servers/network/address-policy';
import { ServersService } from '../servers/servers.service';
import {
  AllowanceExhaustedError,
  AllowanceState,
  GenerationMeter,
  TokenAllowance,
} from '../usage/usage.contract';
import { runtimeAdapters } from './adapters/adapter-for';
import { anthropicErrorFromBody } from './edge/messages/anthropic-errors';
import { GatewayError, GatewayErrors, openAiErrorFromBody } from './edge/openai-errors';
import { allowanceHeaders } from './edge/response-headers';
import { Caller, GatewayDeps } from './gateway-deps';
import { CooldownBoard } from './routing/cooldown-board';
import { GatewayRouter } from './routing/gateway-router';
import { InFlight } from './routing/pick-server';
import { ServerCatalog } from './routing/server-catalog';
import { UpstreamServer } from './routing/upstream-server';
import { UpstreamPools } from './upstream/upstream-pools';
import { LimitsService } from '../limits/limits.service';
import { MemoryLimitCounters, RedisLimitCounters } from './limits/limit-counters';
import { LimitGate, LimitLease, LimitStanding, NO_LIMITS } from './limits/limit-gate';
import { NO_RULES, OrganizationRules, planModels } from './access/model-rules';

type RulesOf = (organizationId: string) => OrganizationRules | Promise<OrganizationRules>;

/** How long a replica serves its copy of an organization's servers before reading them again. */
export const CATALOG_TTL_MS = 1_000;

/**
 * Assembles the gateway's parts (catalog, cooldowns, router, pools, adapters) from the app's
 * settings and services, and keeps them in step with the servers module: a change or a health
 * check drops the organization's copy; a failed request checks the server's health at once.
 */
@Injectable()
export class GatewayService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Gateway');
  readonly deps: GatewayDeps;
  readonly catalog: ServerCatalog;
  private readonly cooldowns: CooldownBoard;
  private readonly checking = new Set<string>();
  private rulesOf: RulesOf = () => NO_RULES;
  private readonly gate: LimitGate;

  constructor(
    private readonly servers: ServersService,
    private readonly checker: ServerHealthChecker,
    private readonly errorFormats: ErrorFormats,
    private readonly clock: Clock,
    policy: AddressPolicy,
    config: AppConfig,
    @Inject(REDIS_CLIENT) redis: RedisClient,
    limits: LimitsService,
    @Optional() meter?: GenerationMeter,
    @Optional() private readonly allowance?: TokenAllowance,
  ) {
    const nowMs = () => clock.nowMs();
    const { gateway } = config;
    this.gate = new LimitGate(
      (userId, tokenId) => limits.applicable(userId, tokenId),
      redis ? new RedisLimitCounters(redis) : new MemoryLimitCounters(nowMs),
      nowMs,
      config.redis.prefix,
    );
    this.cooldowns = new CooldownBoard(nowMs, redis, config.redis.prefix);
    this.catalog = new ServerCatalog((id) => this.load(id), CATALOG_TTL_MS, nowMs);
    const router = new GatewayRouter(
      this.catalog,
      this.cooldowns,
      new InFlight(),
      gateway,
      (s, why) => this.serverFailed(s, why),
    );
    this.deps = {
      router,
      pools: new UpstreamPools({
        connectTimeoutMs: gateway.connectTimeoutMs,
        lookup: policy.lookup,
        hostProblem: (host) => policy.hostProblem(host),
      }),
      adapters: runtimeAdapters(nowMs),
      firstTokenTimeoutMs: gateway.firstTokenTimeoutMs,
      idleTimeoutMs: gateway.idleTimeoutMs,
      meter,
      admit: (organizationId) => this.admit(organizationId),
      limits: (caller) => this.limits(caller),
      rules: (organizationId) => this.rulesOf(organizationId),
      plan: async (caller, model) => {
        const servers = await this.catalog.get(caller.organizationId);
        const rules = await this.rulesOf(caller.organizationId);
        const viewer = { userId: caller.userId, tokenModels: caller.tokenModels ?? null };
        return planModels(rules, servers, viewer, model);
      },
      nowMs,
      now: () => clock.now(),
    };
  }

  /** Model access (model-access.service.ts) supplies the rules; until then every model is open. */
  setModelRules(rulesOf: RulesOf): void {
    this.rulesOf = rulesOf;
  }

  onModuleInit(): void {
    this.errorFormats.register('/api/v1', openAiErrorFromBody);
    this.errorFormats.register('/api/v1/messages', anthropicErrorFromBody);
    const drop = ({ organizationId }: { organizationId: string }) =>
      this.catalog.invalidate(organizationId);
    this.servers.changes.subscribe(drop);
    this.checker.checked.subscribe(drop);
    this.cooldowns.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.cooldowns.stop();
    await this.deps.pools.close();
  }

  private async load(organizationId: string): Promise<UpstreamServer[]> {
    const rows = await this.servers.listAll(organizationId);
    await this.cooldowns.sync(rows.map((r) => r.id)).catch(() => undefined);
    return rows.map((row) => ({
      id: row.id,
      organizationId: row.organizationId,
      name: row.name,
      runtime: row.runtime,
      model: row.model,
      url: row.url,
      apiKey: this.servers.apiKeyOf(row),
      status: row.status,
      createdAt: row.createdAt,
    }));
  }

  /** A request failed on `server`: check it now (once at a time), so its status follows. */
  private serverFailed(server: UpstreamServer, reason: string): void {
    this.logger.warn(`AI server ${server.id} (${server.name}) failed a request: ${reason}`);
    if (this.checking.has(server.id)) return;
    this.checking.add(server.id);
    this.servers
      .get(server.organizationId, server.id)
      .then((entity) => (entity.status === 'stopped' ? entity : this.checker.check(entity)))
      .catch((err: Error) => this.logger.warn(`Health check after failure: ${err.message}`))
      .finally(() => this.checking.delete(server.id));
  }

  /** The allowance, or 429 insufficient_quota; a failing usage store lets the call through. */
  private async admit(organizationId: string): Promise<AllowanceState | null> {
    if (!this.allowance) return null;
    try {
      return await this.allowance.admit(organizationId);
    } catch (err) {
      if (!(err instanceof AllowanceExhaustedError)) {
        this.logger.warn(`Token allowance unavailable, call admitted: ${(err as Error).message}`);
        return null;
      }
      const { state } = err;
      const error = GatewayErrors.quotaExhausted(
        state.resetsAt,
        Math.ceil((state.resetsAt.getTime() - this.clock.nowMs()) / 1000),
      );
      Object.assign(error.headers, allowanceHeaders(state, this.clock.nowMs()), {
        'x-ironkeep-limit': 'organization',
      });
      throw error;
    }
  }

  /** The caller's limits, or 429; unreadable limits (Redis down) let the call through, as above. */
  private async limits(caller: Caller): Promise<LimitLease> {
    try {
      return await this.gate.admit(caller);
    } catch (err) {
      if (err instanceof GatewayError) throw err;
      this.logger.warn(`Limits unavailable, call admitted: ${(err as Error).message}`);
      return NO_LIMITS;
    }
  }

  /** The member's own limits and their use now (no token: what their sessions and tokens share). */
  standing(userId: string): Promise<LimitStanding[]> {
    return this.gate.standing(userId, null);
  }

  /** The organization's monthly allowance now, without refusing (null: no usage module). */
  async allowanceOf(organizationId: string): Promise<AllowanceState | null> {
    if (!this.allowance) return null;
    try {
      return await this.allowance.admit(organizationId);
    } catch (err) {
      if (err instanceof AllowanceExhaustedError) return err.state;
      throw err;
    }
  }

  /** The caller's organization, or 403 (an account outside any organization). */
  organizationOf(user: { organizationId: string | null }): string {
    if (!user.organizationId) throw GatewayErrors.noOrganization();
    return user.organizationId;
  }

  /** Aborts when the caller goes away before the answer is complete. */
  clientSignal(res: ServerResponse): AbortSignal {
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    return controller.signal;
  }
}
