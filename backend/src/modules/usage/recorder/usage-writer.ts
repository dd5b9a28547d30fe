import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { GenerationRecord } from '../usage.contract';
import { dayKey, monthKey } from '../usage-calendar';
import { NO_KEY } from '../entities/usage-daily.entity';
import { chunksFor, runSql, valuesList } from '../usage-sql';

const RECORD_COLUMNS = [
  'occurred_at',
  'organization_id',
  'user_id',
  'api_token_id',
  'server_id',
  'model',
  'source',
  'kind',
  'prompt_tokens',
  'completion_tokens',
  'estimated',
  'latency_ms',
  'ttft_ms',
  'outcome',
  'status',
];
const SUM_COLUMNS = [
  'requests',
  'prompt_tokens',
  'completion_tokens',
  'estimated_requests',
  'failed_requests',
  'cancelled_requests',
  'latency_ms_total',
];

/** A roll-up table and the key a record adds to. */
interface Rollup {
  table: string;
  key: string[];
  keyOf: (r: GenerationRecord) => string[];
}

const byMember = (r: GenerationRecord) => [r.userId ?? NO_KEY, r.apiTokenId ?? NO_KEY, r.model];
export const ROLLUPS: Rollup[] = [
  {
    table: 'usage_daily',
    key: ['organization_id', 'day', 'user_id', 'api_token_id', 'model'],
    keyOf: (r) => [r.organizationId, dayKey(r.startedAt.getTime()), ...byMember(r)],
  },
  {
    table: 'usage_monthly',
    key: ['organization_id', 'month', 'user_id', 'api_token_id', 'model'],
    keyOf: (r) => [r.organizationId, monthKey(r.startedAt.getTime()), ...byMember(r)],
  },
  {
    table: 'usage_day_totals',
    key: ['organization_id', 'day'],
    keyOf: (r) => [r.organizationId, dayKey(r.startedAt.getTime())],
  },
];

/**
 * Writes a batch of records and adds them to the roll-ups (by day, by month, day totals), in one
 * transaction: they never disagree, and a batch that fails leaves nothing behind (the recorder
 * retries it whole).
 */
@Injectable()
export class UsageWriter {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  write(records: GenerationRecord[]): Promise<void> {
    return this.db.transaction(async (manager) => {
      await this.insertRecords(manager, records);
      for (const rollup of ROLLUPS) await this.addTo(manager, rollup, records);
    });
  }

  /** The database answers at all (a failed batch: an outage, or a row it refuses?). */
  async reachable(): Promise<boolean> {
    return this.db.query('SELECT 1').then(
      () => true,
      () => false,
    );
  }

  private async insertRecords(manager: EntityManager, records: GenerationRecord[]) {
    for (const chunk of chunksFor(records, RECORD_COLUMNS.length)) {
      await runSql(
        manager,
        `INSERT INTO usage_records (${RECORD_COLUMNS.join(', ')})
         VALUES ${valuesList(chunk.length, RECORD_COLUMNS.length)}`,
        chunk.flatMap((r) => [
          r.startedAt.getTime(),
          r.organizationId,
          r.userId,
          r.apiTokenId,
          r.serverId,
          r.model,
          r.source,
          r.kind,
          r.promptTokens,
          r.completionTokens,
          r.estimated,
          r.latencyMs,
          r.timeToFirstTokenMs,
          r.outcome,
          r.status,
        ]),
      );
    }
  }

  private async addTo(manager: EntityManager, rollup: Rollup, records: GenerationRecord[]) {
    // One row per key in a statement: PostgreSQL refuses to update a row twice in one upsert.
    const rows = new Map<string, unknown[]>();
    for (const r of records) {
      const key = rollup.keyOf(r);
      const sums = [
        1,
        r.promptTokens,
        r.completionTokens,
        r.estimated ? 1 : 0,
        r.outcome === 'error' ? 1 : 0,
        r.outcome === 'cancelled' ? 1 : 0,
        r.latencyMs,
      ];
      const id = key.join('\u0000');
      const row = rows.get(id);
      if (row) sums.forEach((value, i) => ((row[key.length + i] as number) += value));
      else rows.set(id, [...key, ...sums]);
    }
    const columns = [...rollup.key, ...SUM_COLUMNS];
    const add = SUM_COLUMNS.map((c) => `${c} = ${rollup.table}.${c} + excluded.${c}`).join(', ');
    // In key order: replicas writing the same keys then lock them in the same order (no deadlock).
    const ordered = [...rows]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, row]) => row);
    for (const chunk of chunksFor(ordered, columns.length)) {
      await runSql(
        manager,
        `INSERT INTO ${rollup.table} (${columns.join(', ')})
         VALUES ${valuesList(chunk.length, columns.length)}
         ON CONFLICT (${rollup.key.join(', ')}) DO UPDATE SET ${add}`,
        chunk.flat(),
      );
    }
  }
}
