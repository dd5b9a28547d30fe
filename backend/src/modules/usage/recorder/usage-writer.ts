import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { GenerationRecord } from '../usage.contract';
import { dayKey } from '../usage-calendar';
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
const KEY_COLUMNS = ['organization_id', 'day', 'user_id', 'api_token_id', 'model'];
const SUM_COLUMNS = [
  'requests',
  'prompt_tokens',
  'completion_tokens',
  'estimated_requests',
  'failed_requests',
  'cancelled_requests',
  'latency_ms_total',
];
const ROLLUP_COLUMNS = [...KEY_COLUMNS, ...SUM_COLUMNS];
const ADD_SUMS = SUM_COLUMNS.map((c) => `${c} = usage_daily.${c} + excluded.${c}`).join(', ');

/**
 * Writes a batch of records and adds them to the daily roll-ups, in one transaction: the two
 * never disagree, and a batch that fails leaves nothing behind (the recorder retries it whole).
 */
@Injectable()
export class UsageWriter {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  write(records: GenerationRecord[]): Promise<void> {
    return this.db.transaction(async (manager) => {
      await this.insertRecords(manager, records);
      await this.addToRollups(manager, records);
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

  private async addToRollups(manager: EntityManager, records: GenerationRecord[]) {
    // One row per key in a statement: PostgreSQL refuses to update a row twice in one upsert.
    const rows = new Map<string, unknown[]>();
    for (const r of records) {
      const key = [r.organizationId, dayKey(r.startedAt.getTime()), r.userId ?? NO_KEY]
        .concat(r.apiTokenId ?? NO_KEY, r.model)
        .join('\u0000');
      const sums = [
        1,
        r.promptTokens,
        r.completionTokens,
        r.estimated ? 1 : 0,
        r.outcome === 'error' ? 1 : 0,
        r.outcome === 'cancelled' ? 1 : 0,
        r.latencyMs,
      ];
      const row = rows.get(key);
      if (row) sums.forEach((value, i) => ((row[KEY_COLUMNS.length + i] as number) += value));
      else rows.set(key, [...key.split('\u0000'), ...sums]);
    }
    for (const chunk of chunksFor([...rows.values()], ROLLUP_COLUMNS.length)) {
      await runSql(
        manager,
        `INSERT INTO usage_daily (${ROLLUP_COLUMNS.join(', ')})
         VALUES ${valuesList(chunk.length, ROLLUP_COLUMNS.length)}
         ON CONFLICT (${KEY_COLUMNS.join(', ')}) DO UPDATE SET ${ADD_SUMS}`,
        chunk.flat(),
      );
    }
  }
}
