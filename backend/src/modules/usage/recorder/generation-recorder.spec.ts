import { MetricsService } from '../../metrics/metrics.service';
import { AllowanceLimits } from '../allowance/allowance-limits';
import { MonthCounter } from '../allowance/month-counter';
import { UsageNotices } from '../allowance/usage-notices';
import { LlmMetrics } from '../metrics/llm-metrics';
import { GenerationRecord } from '../usage.contract';
import { APPLY_WINDOW_MS, GenerationRecorder, MAX_BUFFERED_RECORDS } from './generation-recorder';
import { UsageWriter } from './usage-writer';

const STARTED = new Date('2026-03-14T10:00:00Z');

function generation(overrides: Partial<GenerationRecord> = {}): GenerationRecord {
  return {
    startedAt: STARTED,
    organizationId: 'org-1',
    userId: 'user-1',
    apiTokenId: null,
    serverId: 'server-1',
    model: 'llama3.2',
    source: 'gateway',
    kind: 'chat',
    promptTokens: 13,
    completionTokens: 17,
    estimated: false,
    latencyMs: 300,
    timeToFirstTokenMs: 40,
    outcome: 'ok',
    status: 200,
    ...overrides,
  };
}

/** A database that can be taken away and given back, and that refuses a poisoned model name. */
class FakeDatabase {
  up = true;
  readonly rows: GenerationRecord[] = [];
  readonly writer = {
    write: async (batch: GenerationRecord[]) => {
      if (!this.up) throw new Error('connect ECONNREFUSED');
      if (batch.some((r) => r.model === 'poison')) throw new Error('value too long');
      this.rows.push(...batch);
    },
    reachable: async () => this.up,
  } as unknown as UsageWriter;
}

class FakeCounter extends MonthCounter {
  up = true;
  readonly counts = new Map<string, number>();
  async add(month: string, organizationId: string, tokens: number) {
    if (!this.up) throw new Error('Redis unavailable');
    const key = `${month}|${organizationId}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + tokens);
    return this.counts.get(key)!;
  }
  async read(): Promise<Map<string, number>> {
    throw new Error('not used');
  }
}

function recorderWith(db: FakeDatabase, counter = new FakeCounter()) {
  const metrics = new LlmMetrics(new MetricsService());
  const limits = { slugOf: () => 'acme' } as unknown as AllowanceLimits;
  const notices = { check: jest.fn(async () => undefined) } as unknown as UsageNotices;
  return {
    recorder: new GenerationRecorder(db.writer, counter, limits, notices, metrics),
    metrics,
  };
}

describe('GenerationRecorder', () => {
  it('returns at once and writes the records in a batch on flush', async () => {
    const db = new FakeDatabase();
    const { recorder } = recorderWith(db);
    for (let i = 0; i < 7; i++) recorder.record(generation());
    expect(db.rows).toHaveLength(0);
    expect(recorder.buffered).toBe(7);
    await recorder.flush();
    expect(db.rows).toHaveLength(7);
    expect(recorder.buffered).toBe(0);
  });

  it('keeps records in memory through a database outage and writes them all, once, after', async () => {
    const db = new FakeDatabase();
    const { recorder } = recorderWith(db);
    db.up = false;
    for (let i = 0; i < 5; i++) recorder.record(generation({ promptTokens: i }));
    await recorder.flush();
    await recorder.flush();
    expect(db.rows).toHaveLength(0);
    expect(recorder.buffered).toBe(5);
    db.up = true;
    await recorder.flush();
    expect(db.rows.map((r) => r.promptTokens)).toEqual([0, 1, 2, 3, 4]);
    expect(recorder.buffered).toBe(0);
  });

  it(`holds at most ${MAX_BUFFERED_RECORDS} records; later ones are counted as dropped, their tokens still count`, async () => {
    const db = new FakeDatabase();
    const counter = new FakeCounter();
    const { recorder, metrics } = recorderWith(db, counter);
    db.up = false;
    for (let i = 0; i < MAX_BUFFERED_RECORDS + 10; i++) recorder.record(generation());
    await recorder.flush();
    expect(recorder.buffered).toBe(MAX_BUFFERED_RECORDS);
    expect((await metrics.droppedRecords.get()).values[0].value).toBe(10);
    expect(counter.counts.get('2026-03|org-1')).toBe((MAX_BUFFERED_RECORDS + 10) * 30);
  });

  it('drops only the row the database refuses, not the batch around it', async () => {
    const db = new FakeDatabase();
    const { recorder, metrics } = recorderWith(db);
    recorder.record(generation({ promptTokens: 1 }));
    recorder.record(generation({ model: 'poison' }));
    recorder.record(generation({ promptTokens: 3 }));
    await recorder.flush();
    expect(db.rows.map((r) => r.promptTokens)).toEqual([1, 3]);
    expect(recorder.buffered).toBe(0);
    expect((await metrics.droppedRecords.get()).values[0].value).toBe(1);
  });

  it('sends the tokens of generations that end together to the month counter in one add', async () => {
    jest.useFakeTimers();
    try {
      const counter = new FakeCounter();
      const add = jest.spyOn(counter, 'add');
      const { recorder } = recorderWith(new FakeDatabase(), counter);
      for (let i = 0; i < 10; i++) recorder.record(generation());
      expect(add).not.toHaveBeenCalled();
      // Meanwhile this replica's own admit() counts them already.
      expect(recorder.unconfirmedTokens('2026-03', 'org-1')).toBe(300);
      await jest.advanceTimersByTimeAsync(APPLY_WINDOW_MS);
      expect(add.mock.calls).toEqual([['2026-03', 'org-1', 300]]);
      expect(recorder.unconfirmedTokens('2026-03', 'org-1')).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts tokens once even when the month counter fails first', async () => {
    const db = new FakeDatabase();
    const counter = new FakeCounter();
    const { recorder } = recorderWith(db, counter);
    counter.up = false;
    recorder.record(generation());
    recorder.record(generation());
    await recorder.flush();
    expect(counter.counts.size).toBe(0);
    // Not confirmed, so admit() on this replica still adds them.
    expect(recorder.unconfirmedTokens('2026-03', 'org-1')).toBe(60);
    counter.up = true;
    await recorder.flush();
    expect(counter.counts.get('2026-03|org-1')).toBe(60);
    expect(recorder.unconfirmedTokens('2026-03', 'org-1')).toBe(0);
  });

  it('stores what it can attribute, in the shape the columns take', async () => {
    const db = new FakeDatabase();
    const { recorder } = recorderWith(db);
    recorder.record(generation({ organizationId: '' }));
    recorder.record(
      generation({
        promptTokens: -5,
        completionTokens: Number.NaN,
        model: 'x'.repeat(300),
        outcome: 'weird' as never,
        timeToFirstTokenMs: null,
      }),
    );
    await recorder.flush();
    expect(db.rows).toHaveLength(1);
    expect(db.rows[0]).toMatchObject({
      promptTokens: 0,
      completionTokens: 0,
      outcome: 'error',
      timeToFirstTokenMs: null,
    });
    expect(db.rows[0].model).toHaveLength(200);
  });
});
