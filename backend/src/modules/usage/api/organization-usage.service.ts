import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { toCsv } from '../../../common/csv/csv';
import { PermissionsService } from '../../access/permissions.service';
import { Membership } from '../../organizations/membership.service';
import { roleSatisfies } from '../../organizations/org-role/org-role';
import { SessionUser } from '../../users/session-user';
import { AllowanceUsage, TokenAllowanceService } from '../allowance/token-allowance.service';
import { UsageNotices } from '../allowance/usage-notices';
import { monthKey } from '../usage-calendar';
import { UsageQueryDto, UsageRangeQueryDto } from './dto/usage-query.dto';
import { AllowanceDto, OrganizationAllowanceDto, UsageReportDto } from './dto/usage-report.dto';
import { DayRange, UsageReports, UsageScope } from './usage-report.service';
import { UsageSplits } from './usage-splits';
import { UsageErrors } from '../usage.errors';

/**
 * GET /api/organizations/usage and its CSV: the owner (and a role granted usage:read, i.e.
 * admins) sees everyone's calls; a member sees their own. The allowance is the organization's.
 */
@Injectable()
export class OrganizationUsage {
  constructor(
    private readonly reports: UsageReports,
    private readonly splits: UsageSplits,
    private readonly allowance: TokenAllowanceService,
    private readonly notices: UsageNotices,
    private readonly permissions: PermissionsService,
    private readonly clock: Clock,
  ) {}

  async report(
    user: SessionUser,
    membership: Membership,
    query: UsageQueryDto,
  ): Promise<UsageReportDto> {
    const range = this.reports.range(query);
    const scope = await this.scopeOf(user, membership);
    if (query.splitBy && query.groupBy !== 'day') throw UsageErrors.splitNeedsDays();
    const [{ totals, series }, allowance, split] = await Promise.all([
      this.reports.series(scope, range, query.groupBy),
      this.allowance.usage(membership.organization.id),
      query.splitBy ? this.splits.split(scope, range, query.splitBy) : undefined,
    ]);
    return {
      ...range,
      groupBy: query.groupBy,
      scope: scope.userId === undefined ? 'organization' : 'own',
      totals,
      series: split ? series.map((day) => ({ ...day, parts: split.partsOf(day.key) })) : series,
      allowance: toAllowanceDto(allowance),
      ...(split && { splitBy: query.splitBy, splits: split.splits }),
    };
  }

  async csv(user: SessionUser, membership: Membership, query: UsageRangeQueryDto) {
    const range: DayRange = this.reports.range(query);
    const rows = await this.reports.rows(await this.scopeOf(user, membership), range);
    const file = `ironkeep-usage-${membership.organization.slug}-${range.from}-to-${range.to}.csv`;
    const text = toCsv(
      [
        { header: 'day', value: (r: (typeof rows)[number]) => r.day },
        { header: 'member', value: (r) => r.member },
        { header: 'api_token', value: (r) => r.apiToken },
        { header: 'model', value: (r) => r.model },
        { header: 'requests', value: (r) => r.requests },
        { header: 'prompt_tokens', value: (r) => r.promptTokens },
        { header: 'completion_tokens', value: (r) => r.completionTokens },
        { header: 'total_tokens', value: (r) => r.totalTokens },
        { header: 'estimated_requests', value: (r) => r.estimatedRequests },
        { header: 'failed_requests', value: (r) => r.failedRequests },
        { header: 'cancelled_requests', value: (r) => r.cancelledRequests },
      ],
      rows,
    );
    return { file, text };
  }

  async allowanceOf({ organization }: Membership): Promise<OrganizationAllowanceDto> {
    const [usage, notices] = await Promise.all([
      this.allowance.usage(organization.id),
      this.notices.list(monthKey(this.clock.nowMs()), organization.id),
    ]);
    return {
      ...toAllowanceDto(usage),
      notices: notices.map((n) => ({
        threshold: Number(n.threshold),
        createdAt: new Date(Number(n.created_at)).toISOString(),
      })),
    };
  }

  private async scopeOf(
    user: SessionUser,
    { organization, role }: Membership,
  ): Promise<UsageScope> {
    const seesAll =
      roleSatisfies(role, 'admin') || (await this.permissions.roleHas(user.role, 'usage', 'read'));
    return seesAll
      ? { organizationId: organization.id }
      : { organizationId: organization.id, userId: user.id };
  }
}

export function toAllowanceDto(usage: AllowanceUsage): AllowanceDto {
  return {
    limitTokens: usage.limitTokens,
    usedTokens: usage.usedTokens,
    remainingTokens: usage.remainingTokens,
    resetsAt: usage.resetsAt.toISOString(),
  };
}
