import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AuditBy } from '../audit/audit-actor';
import { AuditTrail } from '../audit/audit-trail.service';
import { LIMIT_KINDS, LimitSetDto, LimitSetInputDto } from '../../common/dto/limit-set.dto';
import { ApiTokenLimits } from '../api-tokens/api-token-limits';
import { OrganizationsErrors } from '../organizations/organizations.errors';
import { TeamsService } from '../organizations/teams/teams.service';
import { UsersService } from '../users/users.service';
import { LimitScope, LimitSetEntity } from './limit-set.entity';

/** A limit set that applies to a call, and where it comes from. */
export interface ApplicableLimits {
  level: LimitScope;
  subjectId: string;
  limits: LimitSetDto;
}

/** How long a replica uses what it read of a caller's limits before reading them again. */
export const LIMITS_CACHE_TTL_MS = 1_000;

const NONE: LimitSetDto = {
  monthlyTokens: null,
  requestsPerMinute: null,
  tokensPerMinute: null,
  maxConcurrent: null,
};

/**
 * Limits of teams, members and API tokens: stored in `limit_sets`, changed by admins (members,
 * teams) or the token's owner, each change an audit-trail entry; read by the gateway per call
 * through a short cache (dropped at once on this replica by a change, within a second elsewhere).
 */
@Injectable()
export class LimitsService implements ApiTokenLimits {
  private readonly cache = new Map<string, { at: number; sets: ApplicableLimits[] }>();

  constructor(
    @InjectRepository(LimitSetEntity) private readonly sets: Repository<LimitSetEntity>,
    private readonly teams: TeamsService,
    private readonly users: UsersService,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  async setForTeam(
    organizationId: string,
    teamId: string,
    input: LimitSetInputDto,
    by: AuditBy,
  ): Promise<LimitSetDto> {
    const team = await this.teams.get(organizationId, teamId);
    return this.set('team', team.id, organizationId, input, by, { team: team.name });
  }

  async setForMember(
    organizationId: string,
    userId: string,
    input: LimitSetInputDto,
    by: AuditBy,
  ): Promise<LimitSetDto> {
    const user = await this.users.findById(userId);
    if (!user || user.organizationId !== organizationId) throw OrganizationsErrors.memberNotFound();
    return this.set('member', user.id, organizationId, input, by, { username: user.username });
  }

  async ofTeam(organizationId: string, teamId: string): Promise<LimitSetDto> {
    const team = await this.teams.get(organizationId, teamId);
    return this.read('team', team.id);
  }

  async ofMember(organizationId: string, userId: string): Promise<LimitSetDto> {
    const user = await this.users.findById(userId);
    if (!user || user.organizationId !== organizationId) throw OrganizationsErrors.memberNotFound();
    return this.read('member', user.id);
  }

  private async read(scope: LimitScope, subjectId: string): Promise<LimitSetDto> {
    const row = await this.sets.findOneBy({ scope, subjectId });
    return row ? toDto(row) : { ...NONE };
  }

  /** A token's limits, set by its owner (at creation or later); the organisation is theirs. */
  async setForToken(
    organizationId: string | null,
    tokenId: string,
    input: LimitSetInputDto,
    by: AuditBy,
  ): Promise<LimitSetDto> {
    return this.set('token', tokenId, organizationId ?? '', input, by, {});
  }

  /** The limits of each of these tokens that has any. */
  async ofTokens(tokenIds: string[]): Promise<Map<string, LimitSetDto>> {
    if (!tokenIds.length) return new Map();
    const rows = await this.sets.find({ where: { scope: 'token', subjectId: In(tokenIds) } });
    return new Map(rows.map((row) => [row.subjectId, toDto(row)]));
  }

  /** The limits of the token (if any), the member and each of the member's teams. */
  async applicable(userId: string, tokenId: string | null): Promise<ApplicableLimits[]> {
    const key = `${userId}|${tokenId ?? ''}`;
    const now = this.clock.nowMs();
    const hit = this.cache.get(key);
    if (hit && now - hit.at < LIMITS_CACHE_TTL_MS) return hit.sets;
    const teamIds = await this.teams.teamIdsOf(userId);
    const subjects: { scope: LimitScope; subjectId: string }[] = [
      ...(tokenId ? [{ scope: 'token' as const, subjectId: tokenId }] : []),
      { scope: 'member', subjectId: userId },
      ...teamIds.map((id) => ({ scope: 'team' as const, subjectId: id })),
    ];
    const rows = await this.sets.find({ where: subjects });
    const sets = rows
      .map((row) => ({ level: row.scope, subjectId: row.subjectId, limits: toDto(row) }))
      .filter((s) => LIMIT_KINDS.some((k) => s.limits[k] !== null));
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(key, { at: now, sets });
    return sets;
  }

  /** Team membership changed elsewhere: what this replica remembers is dropped. */
  forget(): void {
    this.cache.clear();
  }

  private async set(
    scope: LimitScope,
    subjectId: string,
    organizationId: string,
    input: LimitSetInputDto,
    by: AuditBy,
    details: Record<string, unknown>,
  ): Promise<LimitSetDto> {
    const current = await this.sets.findOneBy({ scope, subjectId });
    const next: LimitSetDto = current ? toDto(current) : { ...NONE };
    const changed: string[] = [];
    for (const kind of LIMIT_KINDS) {
      const value = input[kind];
      if (value === undefined || value === next[kind]) continue;
      next[kind] = value;
      changed.push(kind);
    }
    if (!changed.length) return next;
    if (LIMIT_KINDS.every((k) => next[k] === null)) {
      await this.sets.delete({ scope, subjectId });
    } else {
      await this.sets.save(
        this.sets.create({
          scope,
          subjectId,
          organizationId,
          ...next,
          updatedAt: this.clock.now(),
        }),
      );
    }
    this.forget();
    await this.audit.appendOrReport({
      ...by,
      action: 'limits_changed',
      target: {
        type: scope === 'member' ? 'user' : scope === 'token' ? 'api_token' : 'team',
        id: subjectId,
      },
      organizationId: organizationId || undefined,
      details: { level: scope, ...details, changed, limits: next },
    });
    return next;
  }
}

function toDto(row: LimitSetEntity): LimitSetDto {
  return {
    monthlyTokens: row.monthlyTokens,
    requestsPerMinute: row.requestsPerMinute,
    tokensPerMinute: row.tokensPerMinute,
    maxConcurrent: row.maxConcurrent,
  };
}
