import {
  BeforeApplicationShutdown,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { AllowanceLimits } from '../allowance/allowance-limits';
import { MonthCounter } from '../allowance/month-counter';
import { UsageNotices } from '../allowance/usage-notices';
import { LlmMetrics } from '../metrics/llm-metrics';
import { GenerationMeter, GenerationRecord } from '../usage.contract';
import { monthKey } from '../usage-calendar';
import { PendingTokens } from './pending-tokens';
import { sanitizeRecord } from './sanitize-record';
import { UsageWriter } from './usage-writer';

/** How often buffered records are written (and a failed write retried). */
export const FLUSH_INTERVAL_MS = 1_000;
/** Records per transaction; a full batch is written at once, without waiting for the timer. */
export const BATCH_SIZE = 500;
/**
 * Records kept in memory while the database refuses them (about 300 bytes each: ~15 MB). Past
 * it new records are counted in ironkeep_usage_records_dropped_total and not stored; their
 * tokens still count against the allowance and in the metrics.
 */
export const MAX_BUFFERED_RECORDS = 50_000;
/**
 * Tokens counted within this window go to the month counter together: one INCRBY / upsert per
 * organization instead of one per generation (at 32 concurrent gateway callers on SQLite the
 * per-call upsert was a quarter of the gateway's CPU). This replica's admit() counts them at
 * once (unconfirmed tokens); other replicas see them this much later.
 */
export const APPLY_WINDOW_MS = 20;

/**
 * GenerationMeter: record() returns at once. The metrics are counted on the spot, the tokens go
 * to the month counter right away (so admit() on every replica sees them within a round trip),
 * and the record waits in memory for the next batch write (docs/usage.md).
 */
@Injectable()
export class GenerationRecorder
  extends GenerationMeter
  implements OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger(GenerationRecorder.name);
  private readonly buffer: GenerationRecord[] = [];
  private readonly tokens = new PendingTokens();
  private timer?: NodeJS.Timeout;
  private applyTimer?: NodeJS.Timeout;
  private writing: Promise<void> | null = null;
  private applying: Promise<void> | null = null;
  private applyAgain = false;
  private writeFailing = false;
  private counterFailing = false;

  constructor(
    private readonly writer: UsageWriter,
    private readonly counter: MonthCounter,
    private readonly limits: AllowanceLimits,
    private readonly notices: UsageNotices,
    private readonly metrics: LlmMetrics,
  ) {
    super();
  }

  record(input: GenerationRecord): void {
    try {
      const record = sanitizeRecord(input);
      if (!record) {
        this.logger.warn('A usage record without an organization or a start time was ignored');
        return;
      }
      this.countInMetrics(record);
      const used = record.promptTokens + record.completionTokens;
      if (used > 0) {
        this.tokens.add(monthKey(record.startedAt.getTime()), record.organizationId, used);
        // While the counter is failing, the flush timer retries: not every call.
        if (!this.counterFailing) this.applySoon();
      }
      if (this.buffer.length >= MAX_BUFFERED_RECORDS) {
        this.metrics.droppedRecords.inc();
        return;
      }
      this.buffer.push(record);
      if (this.buffer.length >= BATCH_SIZE && !this.writeFailing) void this.writeRecords();
    } catch (err) {
      this.logger.error(`Usage record failed: ${err}`);
    }
  }

  /** Tokens this replica counted for the organization that the month counter has not confirmed. */
  unconfirmedTokens(month: string, organizationId: string): number {
    return this.tokens.unconfirmed(month, organizationId);
  }

  /** Records waiting for the database. */
  get buffered(): number {
    return this.buffer.length;
  }

  /** Writes everything buffered and applies every pending token (tests, shutdown). */
  async flush(): Promise<void> {
    await this.applyTokens();
    await this.writeRecords();
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.applyTimer);
    await this.flush();
    if (this.buffer.length > 0) {
      this.logger.error(`${this.buffer.length} usage records could not be stored before exit`);
    }
  }

  private countInMetrics(record: GenerationRecord): void {
    const slug = this.limits.slugOf(record.organizationId);
    if (slug) return this.metrics.observe(record, slug);
    // Only for a producer that did not admit() first (admit looks the organization up).
    void this.limits.of(record.organizationId).then(
      (org) => this.metrics.observe(record, org?.slug ?? record.organizationId),
      () => this.metrics.observe(record, record.organizationId),
    );
  }

  /** Applies the tokens within APPLY_WINDOW_MS, together with any counted meanwhile. */
  private applySoon(): void {
    if (this.applyTimer) return;
    this.applyTimer = setTimeout(() => {
      this.applyTimer = undefined;
      void this.applyTokens();
    }, APPLY_WINDOW_MS);
    this.applyTimer.unref();
  }

  /** One apply at a time; tokens that arrive meanwhile go in the next round. */
  private applyTokens(): Promise<void> {
    if (this.applying) {
      this.applyAgain = true;
      return this.applying;
    }
    this.applying = (async () => {
      do {
        this.applyAgain = false;
        for (const { month, organizationId, tokens } of this.tokens.take()) {
          try {
            const total = await this.counter.add(month, organizationId, tokens);
            this.tokens.settle(month, organizationId, tokens);
            void this.notices.check(month, organizationId, total);
            this.recovered('counter');
          } catch (err) {
            this.tokens.restore(month, organizationId, tokens);
            this.failed('counter', err);
          }
        }
      } while (this.applyAgain && !this.counterFailing);
    })().finally(() => (this.applying = null));
    return this.applying;
  }

  private writeRecords(): Promise<void> {
    this.writing ??= (async () => {
      while (this.buffer.length > 0) {
        const batch = this.buffer.slice(0, BATCH_SIZE);
        try {
          await this.writer.write(batch);
          this.buffer.splice(0, batch.length);
          this.recovered('write');
        } catch (err) {
          this.failed('write', err);
          // Reachable yet refusing: a row the database will never take. Keep the others.
          if (await this.writer.reachable()) await this.writeOneByOne(batch);
          else return;
        }
      }
    })().finally(() => (this.writing = null));
    return this.writing;
  }

  private async writeOneByOne(batch: GenerationRecord[]): Promise<void> {
    for (const record of batch) {
      await this.writer.write([record]).catch((err: unknown) => {
        this.logger.error(`A usage record was refused by the database and dropped: ${err}`);
        this.metrics.droppedRecords.inc();
      });
    }
    this.buffer.splice(0, batch.length);
  }

  private failed(what: 'write' | 'counter', err: unknown): void {
    const flag = what === 'write' ? 'writeFailing' : 'counterFailing';
    if (!this[flag]) {
      this.logger.error(
        what === 'write'
          ? `Usage records could not be written (kept in memory, retried every ${FLUSH_INTERVAL_MS} ms): ${err}`
          : `The month's token count could not be updated (kept, retried): ${err}`,
      );
    }
    this[flag] = true;
  }

  private recovered(what: 'write' | 'counter'): void {
    const flag = what === 'write' ? 'writeFailing' : 'counterFailing';
    if (this[flag]) this.logger.log(`Usage ${what === 'write' ? 'records' : 'count'} caught up`);
    this[flag] = false;
  }
}
