import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NO_KEY } from '../entities/usage-daily.entity';
import { num, runSql } from '../usage-sql';
import { UsageSplit } from './dto/usage-query.dto';
import { UsageSplitDto } from './dto/usage-report.dto';
import { UsageLabels } from './usage-labels';
import type { DayRange, UsageScope } from './usage-report.service';
import { GROUP_COLUMN } from './usage-report.service';
import { foldIntoTeams, teamMembership } from './usage-teams';

/** The chart stacks this many parts a day; the rest are one "other" part. */
export const SPLIT_PARTS = 5;
export const OTHER_KEY = 'other';

export interface DaySplit {
  /** The parts, largest over the range first ("other" last). */
  splits: UsageSplitDto[];
  /** A day's tokens per part, in the order of `splits`. */
  partsOf(day: string): number[];
}

/** The daily chart split by model, member, API token or team, from the daily roll-up. */
@Injectable()
export class UsageSplits {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly labels: UsageLabels,
  ) {}

  async split(scope: UsageScope, range: DayRange, splitBy: UsageSplit): Promise<DaySplit> {
    const column = GROUP_COLUMN[splitBy];
    const clauses = ['organization_id = ?', 'day >= ?', 'day <= ?'];
    const params: unknown[] = [scope.organizationId, range.from, range.to];
    if (scope.userId !== undefined) {
      clauses.push('user_id = ?');
      params.push(scope.userId);
    }
    const rows = await runSql<{ day: string; group_key: string; tokens: unknown }>(
      this.db,
      `SELECT day, ${column} AS group_key, SUM(prompt_tokens) + SUM(completion_tokens) AS tokens
       FROM usage_daily WHERE ${clauses.join(' AND ')} GROUP BY day, ${column}`,
      params,
    );
    let byDay = new Map<string, Map<string, number>>();
    for (const row of rows) {
      const day = byDay.get(row.day) ?? new Map<string, number>();
      day.set(String(row.group_key), num(row.tokens));
      byDay.set(row.day, day);
    }
    let names: Map<string, string>;
    if (splitBy === 'team') {
      const teams = await teamMembership(this.db, scope.organizationId);
      const add = (a: number, b: number) => a + b;
      byDay = new Map([...byDay].map(([day, sums]) => [day, foldIntoTeams(sums, teams, add)]));
      names = teams.names;
    } else {
      names = await this.labels.for(
        splitBy,
        rows.map((r) => String(r.group_key)),
      );
    }
    return pickParts(byDay, names);
  }
}

/** The five largest keys over the range as parts, the rest summed as "other". */
function pickParts(byDay: Map<string, Map<string, number>>, names: Map<string, string>): DaySplit {
  const overall = new Map<string, number>();
  for (const sums of byDay.values()) {
    for (const [key, tokens] of sums) overall.set(key, (overall.get(key) ?? 0) + tokens);
  }
  const ranked = [...overall].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const kept = ranked.slice(0, ranked.length > SPLIT_PARTS ? SPLIT_PARTS - 1 : SPLIT_PARTS);
  const splits: UsageSplitDto[] = kept.map(([key, totalTokens]) => ({
    key: key === NO_KEY ? 'none' : key,
    label: names.get(key) ?? key,
    totalTokens,
  }));
  const rest = ranked.slice(kept.length);
  if (rest.length > 0) {
    const totalTokens = rest.reduce((sum, [, tokens]) => sum + tokens, 0);
    splits.push({ key: OTHER_KEY, label: `${rest.length} others`, totalTokens });
  }
  const keptKeys = kept.map(([key]) => key);
  return {
    splits,
    partsOf(day) {
      const sums = byDay.get(day) ?? new Map<string, number>();
      const parts = keptKeys.map((key) => sums.get(key) ?? 0);
      if (rest.length > 0) parts.push(rest.reduce((sum, [key]) => sum + (sums.get(key) ?? 0), 0));
      return parts;
    },
  };
}
