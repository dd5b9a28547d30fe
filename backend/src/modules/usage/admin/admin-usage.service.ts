import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { toPage } from '../../../common/pagination/paginate';
import { AuditBy } from '../../audit/audit-actor';
import { AuditTrail } from '../../audit/audit-trail.service';
import { AllowanceLimits, OrganizationAllowance } from '../allowance/allowance-limits';
import { MonthCounter } from '../allowance/month-counter';
import { TokenAllowanceService } from '../allowance/token-allowance.service';
import { addUp, UsageReports } from '../api/usage-report.service';
import { UsageTotalsDto } from '../api/dto/usage-report.dto';
import { TokenAllowanceEntity } from '../entities/allowance.entities';
import { monthKey, nextMonthStart } from '../usage-calendar';
import { UsageErrors } from '../usage.errors';
import { num, runSql } from '../usage-sql';
import { AdminUsagePageDto, AdminUsageQueryDto, TokenAllowanceDto } from './dto/admin-usage.dto';

/** The admins' side: every organization's usage, and per-organization allowance overrides. */
@Injectable()
export class AdminUsage {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(TokenAllowanceEntity)
    private readonly overrides: Repository<TokenAllowanceEntity>,
    private readonly limits: AllowanceLimits,
    private readonly counter: MonthCounter,
    private readonly allowance: TokenAllowanceService,
    private readonly reports: UsageReports,
    private readonly audit: AuditTrail,
    private readonly clock: Clock,
  ) {}

  /** Every organization, most tokens in the range first, with its allowance this month. */
  async list(query: AdminUsageQueryDto): Promise<AdminUsagePageDto> {
    const range = this.reports.range(query);
    const [organizations, sums] = await Promise.all([this.limits.all(), this.sums(range)]);
    const month = monthKey(this.clock.nowMs());
    const used = await this.counter.read(
      month,
      organizations.map((o) => o.organizationId),
    );
    const zero = addUp([]);
    const rows = organizations.map((o) => ({
      organization: { id: o.organizationId, name: o.name, slug: o.slug },
      planName: o.planName,
      allowance: this.allowanceDto(o, used.get(o.organizationId) ?? 0),
      ...(sums.get(o.organizationId) ?? zero),
    }));
    rows.sort((a, b) => b.totalTokens - a.totalTokens);
    const start = (query.page - 1) * query.limit;
    const page = toPage(rows.slice(start, start + query.limit), rows.length, query);
    return { ...page, ...range, totals: addUp([...sums.values()]) };
  }

  async setOverride(
    organizationId: string,
    monthlyTokens: number | null,
    by: AuditBy,
  ): Promise<TokenAllowanceDto> {
    const before = await this.require(organizationId);
    await this.overrides.upsert(
      { organizationId, monthlyTokens, updatedBy: by.actor.id, updatedAt: this.clock.now() },
      ['organizationId'],
    );
    return this.changed(before, by, { monthlyTokens, source: 'override' });
  }

  async removeOverride(organizationId: string, by: AuditBy): Promise<TokenAllowanceDto> {
    const before = await this.require(organizationId);
    await this.overrides.delete({ organizationId });
    return this.changed(before, by, { monthlyTokens: before.planTokens, source: 'plan' });
  }

  private async changed(
    before: OrganizationAllowance,
    by: AuditBy,
    now: { monthlyTokens: number | null; source: 'override' | 'plan' },
  ): Promise<TokenAllowanceDto> {
    const id = before.organizationId;
    this.limits.forget(id);
    await this.audit.appendOrReport({
      ...by,
      action: 'token_allowance_changed',
      target: { type: 'organization', id },
      organizationId: id,
      details: {
        ...now,
        previous: {
          monthlyTokens: before.limitTokens,
          source: before.override ? 'override' : 'plan',
        },
      },
    });
    const after = await this.require(id);
    const usage = await this.allowance.usage(id);
    return this.allowanceDto(after, usage.usedTokens);
  }

  private async require(organizationId: string): Promise<OrganizationAllowance> {
    this.limits.forget(organizationId);
    const allowance = await this.limits.of(organizationId);
    if (!allowance) throw UsageErrors.organizationNotFound();
    return allowance;
  }

  private allowanceDto(o: OrganizationAllowance, usedTokens: number): TokenAllowanceDto {
    return {
      organizationId: o.organizationId,
      planTokens: o.planTokens,
      overridden: o.override !== null,
      limitTokens: o.limitTokens,
      usedTokens,
      remainingTokens: o.limitTokens === null ? null : Math.max(0, o.limitTokens - usedTokens),
      resetsAt: nextMonthStart(this.clock.nowMs()).toISOString(),
    };
  }

  private async sums(range: { from: string; to: string }): Promise<Map<string, UsageTotalsDto>> {
    const rows = await runSql<Record<string, unknown>>(
      this.db,
      `SELECT organization_id, SUM(requests) AS requests, SUM(prompt_tokens) AS prompt_tokens,
         SUM(completion_tokens) AS completion_tokens, SUM(estimated_requests) AS estimated_requests,
         SUM(failed_requests) AS failed_requests, SUM(cancelled_requests) AS cancelled_requests
       FROM usage_day_totals WHERE day >= ? AND day <= ? GROUP BY organization_id`,
      [range.from, range.to],
    );
    return new Map(
      rows.map((r) => {
        const promptTokens = num(r.prompt_tokens);
        const completionTokens = num(r.completion_tokens);
        return [
          String(r.organization_id),
          {
            requests: num(r.requests),
            promptTokens,
            completionTokens,
            totalTokens: promptTokens + completionTokens,
            estimatedRequests: num(r.estimated_requests),
            failedRequests: num(r.failed_requests),
            cancelledRequests: num(r.cancelled_requests),
          },
        ];
      }),
    );
  }
}
