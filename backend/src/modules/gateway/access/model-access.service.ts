import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { In, Repository } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { AppConfig } from '../../../config/app-config.service';
import { REDIS_CLIENT, RedisClient } from '../../../redis/redis.module';
import { AuditBy } from '../../audit/audit-actor';
import { AuditTrail } from '../../audit/audit-trail.service';
import { TeamEntity, TeamMemberEntity } from '../../organizations/teams/team.entity';
import { TeamsService } from '../../organizations/teams/teams.service';
import { GatewayService } from '../gateway.service';
import { isListed } from '../routing/upstream-server';
import { ModelAccessRuleEntity } from './model-access-rule.entity';
import { ModelAccessErrors } from './model-access.errors';
import { ModelAccessRule, OrganizationModelDto, PutModelAccessDto } from './model-access.dto';
import { buildRules, ModelRule, OrganizationRules } from './model-rules';

/**
 * A replica's copy of an organization's rules is dropped at once on a change made here and,
 * through Redis pub/sub, on every other replica; this TTL only bounds how long a replica that
 * missed a message (its subscription dropped) serves an old copy.
 */
export const MODEL_RULES_TTL_MS = 5_000;

interface Entry {
  rules: OrganizationRules;
  loadedAt: number;
}

function list(json: string | null): string[] {
  if (json === null) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function toRule(row: ModelAccessRuleEntity): ModelRule {
  return {
    model: row.model,
    teams: row.accessTeams === null ? null : list(row.accessTeams),
    aliases: list(row.aliases),
    fallbacks: list(row.fallbacks),
  };
}

/**
 * Per-organization model access (issue 40 item 3): the rules behind GET/PUT
 * /api/organizations/models, and the in-memory copy the gateway reads on every call.
 */
@Injectable()
export class ModelAccessService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('ModelAccess');
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<OrganizationRules>>();
  private subscriber?: Redis;
  private readonly channel: string;

  constructor(
    @InjectRepository(ModelAccessRuleEntity)
    private readonly rows: Repository<ModelAccessRuleEntity>,
    @InjectRepository(TeamEntity) private readonly teams: Repository<TeamEntity>,
    @InjectRepository(TeamMemberEntity) private readonly members: Repository<TeamMemberEntity>,
    private readonly teamsService: TeamsService,
    private readonly gateway: GatewayService,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    config: AppConfig,
  ) {
    this.channel = `${config.redis.prefix}gateway:model-access`;
  }

  onModuleInit(): void {
    // A team or its members changed here: this replica and the others read the rules again.
    this.teamsService.onChanged((organizationId) => void this.changed(organizationId));
    this.gateway.setModelRules((organizationId) => this.rulesOf(organizationId));
    this.subscribe();
  }

  onApplicationShutdown(): void {
    this.subscriber?.disconnect();
  }

  /** The organization's rules: from memory (no I/O) while fresh, else one shared load. */
  rulesOf(organizationId: string): OrganizationRules | Promise<OrganizationRules> {
    const entry = this.entries.get(organizationId);
    if (entry && this.clock.nowMs() - entry.loadedAt < MODEL_RULES_TTL_MS) return entry.rules;
    let loading = this.loading.get(organizationId);
    if (!loading) {
      loading = this.load(organizationId).finally(() => this.loading.delete(organizationId));
      this.loading.set(organizationId, loading);
    }
    return loading;
  }

  private async load(organizationId: string): Promise<OrganizationRules> {
    const startedAt = this.clock.nowMs();
    const [rows, teams] = await Promise.all([
      this.rows.findBy({ organizationId }),
      this.teams.find({ where: { organizationId }, select: { id: true } }),
    ]);
    const memberships = teams.length
      ? await this.members.findBy({ teamId: In(teams.map((t) => t.id)) })
      : [];
    const rules = buildRules(rows.map(toRule), memberships);
    this.entries.set(organizationId, { rules, loadedAt: startedAt });
    return rules;
  }

  /** Drops the copy here and, awaited, tells the other replicas to drop theirs. */
  private async changed(organizationId: string): Promise<void> {
    this.forget(organizationId);
    if (!this.redis) return;
    await this.redis.publish(this.channel, organizationId).catch((err: Error) => {
      this.logger.warn(`Model access change not published: ${err.message}`);
    });
  }

  private forget(organizationId: string): void {
    this.entries.delete(organizationId);
    this.loading.delete(organizationId);
  }

  private subscribe(): void {
    if (!this.redis) return;
    const subscriber = this.redis.duplicate({
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
      autoResubscribe: false,
    });
    this.subscriber = subscriber;
    let lost = false;
    subscriber.on('error', () => (lost = true));
    subscriber.on('ready', () => {
      // Messages may have been missed while the subscription was down.
      if (lost) this.entries.clear();
      lost = false;
      subscriber.subscribe(this.channel).catch((err: Error) => {
        this.logger.warn(`Cannot subscribe to model access changes: ${err.message}`);
      });
    });
    subscriber.on('message', (_channel: string, organizationId: string) =>
      this.forget(organizationId),
    );
  }

  /** The models the organization's servers serve (not stopped), each with its rule. */
  async list(organizationId: string): Promise<OrganizationModelDto[]> {
    const [servers, rows] = await Promise.all([
      this.gateway.catalog.get(organizationId),
      this.rows.findBy({ organizationId }),
    ]);
    const counts = new Map<string, number>();
    for (const s of servers) if (isListed(s)) counts.set(s.model, (counts.get(s.model) ?? 0) + 1);
    const rules = new Map(rows.map((row) => [row.model, toRule(row)]));
    return [...counts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([model, count]) => this.toDto(model, rules.get(model), count));
  }

  private toDto(model: string, rule: ModelRule | undefined, servers: number): OrganizationModelDto {
    return {
      model,
      access: rule?.teams ? { teams: [...rule.teams] } : 'everyone',
      aliases: [...(rule?.aliases ?? [])],
      fallbacks: [...(rule?.fallbacks ?? [])],
      servers,
    };
  }

  async put(
    organizationId: string,
    model: string,
    dto: PutModelAccessDto,
    by: AuditBy,
  ): Promise<OrganizationModelDto> {
    const servers = (await this.gateway.catalog.get(organizationId)).filter(isListed);
    const served = new Set(servers.map((s) => s.model));
    if (!served.has(model)) throw ModelAccessErrors.notServed(model);
    const current = await this.rows.findOneBy({ organizationId, model });
    const others = (await this.rows.findBy({ organizationId }))
      .filter((row) => row.model !== model)
      .map(toRule);
    const before = current ? toRule(current) : { model, teams: null, aliases: [], fallbacks: [] };

    const teams =
      dto.access === undefined ? before.teams : await this.teamsOf(organizationId, dto.access);
    const aliases = dto.aliases ?? [...before.aliases];
    const fallbacks = dto.fallbacks ?? [...before.fallbacks];

    for (const alias of aliases) {
      if (alias.trim() !== alias)
        throw ModelAccessErrors.invalid('An alias cannot start or end with a space');
      if (served.has(alias))
        throw ModelAccessErrors.aliasTaken(alias, 'is the name of a served model');
      const owner = others.find((rule) => rule.aliases.includes(alias));
      if (owner)
        throw ModelAccessErrors.aliasTaken(alias, `is already an alias of "${owner.model}"`);
    }
    const aliasTargets = new Map<string, string>();
    for (const rule of others)
      for (const alias of rule.aliases) aliasTargets.set(alias, rule.model);
    for (const fallback of fallbacks) {
      const target = aliasTargets.get(fallback) ?? fallback;
      if (target === model || aliases.includes(fallback)) {
        throw ModelAccessErrors.invalid(`"${model}" cannot be its own fallback`);
      }
      if (!served.has(target)) throw ModelAccessErrors.unknownFallback(fallback);
    }

    const values = {
      accessTeams: teams === null ? null : JSON.stringify(teams),
      aliases: JSON.stringify(aliases),
      fallbacks: JSON.stringify(fallbacks),
      updatedAt: this.clock.now(),
    };
    if (current) await this.rows.update(current.id, values);
    else await this.rows.insert(this.rows.create({ organizationId, model, ...values }));
    await this.changed(organizationId);
    const access: ModelAccessRule = teams === null ? 'everyone' : { teams: [...teams] };
    await this.audit.appendOrReport({
      ...by,
      action: 'model_access_changed',
      target: { type: 'model', id: model.slice(0, 64) },
      organizationId,
      details: { model, access, aliases, fallbacks },
    });
    return this.toDto(
      model,
      { model, teams, aliases, fallbacks },
      servers.filter((s) => s.model === model).length,
    );
  }

  /** null for "everyone"; the ids (each a team of the organization) for {teams: [...]}. */
  private async teamsOf(organizationId: string, access: unknown): Promise<string[] | null> {
    if (access === 'everyone') return null;
    const teams = (access as { teams?: unknown } | null)?.teams;
    if (
      typeof access !== 'object' ||
      access === null ||
      Object.keys(access).some((key) => key !== 'teams') ||
      !Array.isArray(teams) ||
      teams.some((id) => typeof id !== 'string')
    ) {
      throw ModelAccessErrors.invalid('access must be "everyone" or {"teams": [team ids]}');
    }
    const ids = [...new Set(teams as string[])];
    if (ids.length === 0) {
      throw ModelAccessErrors.invalid('Name at least one team, or give access to "everyone"');
    }
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const valid = ids.filter((id) => uuid.test(id));
    const found = valid.length
      ? await this.teams.find({ where: { organizationId, id: In(valid) }, select: { id: true } })
      : [];
    const known = new Set(found.map((t) => t.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw ModelAccessErrors.unknownTeams(unknown);
    return ids;
  }
}
