import { Injectable } from '@nestjs/common';
import { TeamsService } from '../../organizations/teams/teams.service';
import { GatewayService } from '../gateway.service';
import { LimitUse } from '../limits/limit-gate';
import { isRoutable, servesModel } from '../routing/upstream-server';
import { visibleModels } from './model-rules';
import { MyAccessDto, MyLimitDto, MyLimitUseDto } from './my-access.dto';

/** What a member may call and how much is left: read from the gateway's own state, counting nothing. */
@Injectable()
export class MyAccessService {
  constructor(
    private readonly gateway: GatewayService,
    private readonly teams: TeamsService,
  ) {}

  async of(organizationId: string, userId: string): Promise<MyAccessDto> {
    const [servers, rules, standing, allowance, teamName] = await Promise.all([
      this.gateway.catalog.get(organizationId),
      this.gateway.deps.rules(organizationId),
      this.gateway.standing(userId),
      this.gateway.allowanceOf(organizationId),
      this.teams.namesOf(organizationId),
    ]);
    const models = visibleModels(rules, servers, { userId, tokenModels: null }).map(
      ({ id, model }) => ({
        id,
        model,
        available: servers.some((s) => isRoutable(s) && servesModel(s, model)),
      }),
    );
    const limits: MyLimitDto[] = [];
    if (allowance?.limitTokens != null) {
      const remaining = allowance.remainingTokens ?? 0;
      limits.push({
        level: 'organization',
        name: null,
        uses: [
          {
            kind: 'monthlyTokens',
            limit: allowance.limitTokens,
            used: allowance.limitTokens - remaining,
            remaining,
            resetsAt: allowance.resetsAt.toISOString(),
          },
        ],
      });
    }
    const own: MyLimitDto[] = [];
    for (const { level, subjectId, uses } of standing) {
      if (level === 'token') continue;
      own.push({
        level,
        name: level === 'team' ? (teamName.get(subjectId) ?? null) : null,
        uses: uses.map(toDto),
      });
    }
    // The organization, the member, then their teams by name: the order people read them in.
    own.sort(
      (a, b) =>
        (a.level === 'member' ? 0 : 1) - (b.level === 'member' ? 0 : 1) ||
        (a.name ?? '').localeCompare(b.name ?? '', 'en', { sensitivity: 'base' }),
    );
    return { models, limits: [...limits, ...own] };
  }
}

function toDto(use: LimitUse): MyLimitUseDto {
  return { ...use, resetsAt: use.resetsAt?.toISOString() ?? null };
}
