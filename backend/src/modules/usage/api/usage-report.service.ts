import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock/clock';
import { DAY_MS, dayKey, daysBetween, splitByMonths } from '../usage-calendar';
import { NO_KEY } from '../entities/usage-daily.entity';
import { MAX_RANGE_DAYS, UsageErrors } from '../usage.errors';
import { num, runSql } from '../usage-sql';
import { UsageGrouping, UsageRangeQueryDto } from './dto/usage-query.dto';
import { UsageSeriesItemDto, UsageTotalsDto } from './dto/usage-report.dto';
import { UsageLabels } from './usage-labels';
import { foldIntoTeams, teamMembership } from './usage-teams';

/** Whose usage: an organization's, or one member's calls in it. */
export interface UsageScope {
  organizationId: string;
  /** Set: only this member's calls. */
  userId?: string;
}

export interface DayRange {
  from: string;
  to: string;
}

/** The roll-up column each grouping reads; a team's usage is its members' (usage-teams.ts). */
export const GROUP_COLUMN: Record<UsageGrouping, string> = {
  day: 'day',
  model: 'model',
  member: 'user_id',
  token: 'api_token_id',
  team: 'user_id',
};
const SUMS = `SUM(requests) AS requests, SUM(prompt_tokens) AS prompt_tokens,
  SUM(completion_tokens) AS completion_tokens, SUM(estimated_requests) AS estimated_requests,
  SUM(failed_requests) AS failed_requests, SUM(cancelled_requests) AS cancelled_requests`;

type SumRow = Record<string, unknown>;

/** Reads usage from the daily roll-ups (never the records): totals, series and CSV rows. */
@Injectable()
export class UsageReports {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly labels: UsageLabels,
    private readonly clock: Clock,
  ) {}

  /** The query's days, defaulting to the last 30; refuses reversed or over-long ranges. */
  range(query: UsageRangeQueryDto): DayRange {
    const to = query.to ?? dayKey(this.clock.nowMs());
    const from = query.from ?? dayKey(Date.parse(to) - 29 * DAY_MS);
    const span = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    // 2026-02-31 passes the pattern but is no day.
    if (Number.isNaN(span) || dayKey(Date.parse(from)) !== from || dayKey(Date.parse(to)) !== to) {
      throw UsageErrors.invalidDay();
    }
    if (span < 1) throw UsageErrors.rangeReversed();
    if (span > MAX_RANGE_DAYS) throw UsageErrors.rangeTooLong();
    return { from, to };
  }

  async series(
    scope: UsageScope,
    range: DayRange,
    groupBy: UsageGrouping,
  ): Promise<{ totals: UsageTotalsDto; series: UsageSeriesItemDto[] }> {
    let sums = await this.sumsBy(scope, range, groupBy);
    // Before folding into teams: a member of two teams counts in both, but once in the totals.
    const totals = addUp([...sums.values()]);
    let names: Map<string, string> | undefined;
    if (groupBy === 'team') {
      const teams = await teamMembership(this.db, scope.organizationId);
      sums = foldIntoTeams(sums, teams, (a, b) => addUp([a, b]));
      names = teams.names;
    }
    if (groupBy === 'day') {
      const series = daysBetween(range.from, range.to).map((day) => ({
        key: day,
        label: day,
        ...(sums.get(day) ?? toTotals({})),
      }));
      return { totals, series };
    }
    names ??= await this.labels.for(groupBy, [...sums.keys()]);
    const series = [...sums].map(([key, item]) => ({
      key: key === NO_KEY ? 'none' : key,
      label: names.get(key) ?? key,
      ...item,
    }));
    series.sort((a, b) => b.totalTokens - a.totalTokens || a.label.localeCompare(b.label));
    return { totals, series };
  }

  /**
   * The sums per group, from the smallest roll-up that answers: a member's own calls from the
   * daily one (its member index); the owner's chart from one row a day; the owner's breakdowns
   * from the monthly roll-up for whole months and the daily one for the days at either end.
   */
  private async sumsBy(
    scope: UsageScope,
    range: DayRange,
    groupBy: UsageGrouping,
  ): Promise<Map<string, UsageTotalsDto>> {
    const column = GROUP_COLUMN[groupBy];
    if (scope.userId !== undefined) return this.sum('usage_daily', 'day', column, scope, range);
    if (groupBy === 'day') return this.sum('usage_day_totals', 'day', 'day', scope, range);
    const { days, months } = splitByMonths(range.from, range.to);
    const parts = await Promise.all([
      ...days.map((part) => this.sum('usage_daily', 'day', column, scope, part)),
      ...(months ? [this.sum('usage_monthly', 'month', column, scope, months)] : []),
    ]);
    const merged = new Map<string, UsageTotalsDto>();
    for (const part of parts) {
      for (const [key, sums] of part)
        merged.set(key, addUp([merged.get(key) ?? toTotals({}), sums]));
    }
    return merged;
  }

  /** Sums from one roll-up table grouped by `column`, within the scope and range. */
  async sum(
    table: string,
    period: 'day' | 'month',
    column: string,
    scope: UsageScope,
    range: { from: string; to: string },
  ): Promise<Map<string, UsageTotalsDto>> {
    const clauses = ['organization_id = ?', `${period} >= ?`, `${period} <= ?`];
    const params: unknown[] = [scope.organizationId, range.from, range.to];
    if (scope.userId !== undefined) {
      clauses.push('user_id = ?');
      params.push(scope.userId);
    }
    const rows = await runSql<SumRow>(
      this.db,
      `SELECT ${column} AS group_key, ${SUMS} FROM ${table} WHERE ${clauses.join(' AND ')}
       GROUP BY ${column}`,
      params,
    );
    return new Map(rows.map((row) => [String(row.group_key), toTotals(row)]));
  }

  /** Every roll-up row of the range (day, member, token, model), oldest first, with labels. */
  async rows(scope: UsageScope, range: DayRange) {
    const [where, params] = this.where(scope, range);
    const rows = await runSql<SumRow>(
      this.db,
      `SELECT day, user_id, api_token_id, model, ${SUMS} FROM usage_daily WHERE ${where}
       GROUP BY day, user_id, api_token_id, model ORDER BY day, model, user_id, api_token_id`,
      params,
    );
    const members = await this.labels.for(
      'member',
      rows.map((r) => String(r.user_id)),
    );
    const tokens = await this.labels.for(
      'token',
      rows.map((r) => String(r.api_token_id)),
    );
    // In the file an absent member or token is an empty cell, not a phrase.
    const name = (labels: Map<string, string>, key: unknown) =>
      key === NO_KEY ? '' : (labels.get(String(key)) ?? '');
    return rows.map((row) => ({
      day: String(row.day),
      member: name(members, row.user_id),
      apiToken: name(tokens, row.api_token_id),
      model: String(row.model),
      ...toTotals(row),
    }));
  }

  private where(scope: UsageScope, range: DayRange): [string, unknown[]] {
    const clauses = ['organization_id = ?', 'day >= ?', 'day <= ?'];
    const params: unknown[] = [scope.organizationId, range.from, range.to];
    if (scope.userId !== undefined) {
      clauses.push('user_id = ?');
      params.push(scope.userId);
    }
    return [clauses.join(' AND '), params];
  }
}

function toTotals(row: SumRow): UsageTotalsDto {
  const promptTokens = num(row.prompt_tokens ?? 0);
  const completionTokens = num(row.completion_tokens ?? 0);
  return {
    requests: num(row.requests ?? 0),
    promptTokens,
    completionTokens,
    totalTokens: promptTokens + completionTokens,
    estimatedRequests: num(row.estimated_requests ?? 0),
    failedRequests: num(row.failed_requests ?? 0),
    cancelledRequests: num(row.cancelled_requests ?? 0),
  };
}

export function addUp(items: UsageTotalsDto[]): UsageTotalsDto {
  const total = toTotals({});
  for (const item of items) {
    for (const k of Object.keys(total) as (keyof UsageTotalsDto)[]) total[k] += item[k];
  }
  return total;
}
