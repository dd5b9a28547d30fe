import { Injectable } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { MetricsService } from '../../metrics/metrics.service';
import type { GenerationRecord } from '../usage.contract';

/**
 * Model names come from the organizations' servers, so they are few; a producer that passed a
 * caller's arbitrary text would still not grow the series without bound past this many.
 */
export const MAX_MODEL_LABELS = 200;

/**
 * ironkeep_llm_* counters and histograms, fed by GenerationMeter.record() (docs/usage.md).
 * Labels are bounded: the organization's slug (one per customer), the model, the server's id,
 * the outcome — never a user or a token.
 */
@Injectable()
export class LlmMetrics {
  private readonly models = new Set<string>();
  readonly requests: Counter<'organization' | 'model' | 'server' | 'outcome'>;
  readonly tokens: Counter<'organization' | 'model' | 'kind'>;
  readonly duration: Histogram<'model'>;
  readonly timeToFirstToken: Histogram<'model'>;
  readonly droppedRecords: Counter;

  constructor(metrics: MetricsService) {
    const registers = [metrics.registry];
    this.requests = new Counter({
      name: 'ironkeep_llm_requests_total',
      help: 'Generations (gateway calls and signed-in assistants), by organization, model, server and outcome',
      labelNames: ['organization', 'model', 'server', 'outcome'],
      registers,
    });
    this.tokens = new Counter({
      name: 'ironkeep_llm_tokens_total',
      help: 'Tokens counted by the model servers (or estimated), by organization, model and kind',
      labelNames: ['organization', 'model', 'kind'],
      registers,
    });
    this.duration = new Histogram({
      name: 'ironkeep_llm_request_duration_seconds',
      help: 'Time from the start of a generation to its last token, in seconds, by model',
      labelNames: ['model'],
      buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300],
      registers,
    });
    this.timeToFirstToken = new Histogram({
      name: 'ironkeep_llm_time_to_first_token_seconds',
      help: 'Time from the start of a generation to its first token, in seconds, by model',
      labelNames: ['model'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30],
      registers,
    });
    this.droppedRecords = new Counter({
      name: 'ironkeep_usage_records_dropped_total',
      help: 'Usage records not stored because the database was unreachable and the buffer was full',
      registers,
    });
  }

  observe(record: GenerationRecord, organization: string): void {
    const model = this.modelLabel(record.model);
    this.requests.inc({
      organization,
      model,
      server: record.serverId ?? 'none',
      outcome: record.outcome,
    });
    this.tokens.inc({ organization, model, kind: 'prompt' }, record.promptTokens);
    this.tokens.inc({ organization, model, kind: 'completion' }, record.completionTokens);
    this.duration.observe({ model }, record.latencyMs / 1000);
    if (record.timeToFirstTokenMs !== null) {
      this.timeToFirstToken.observe({ model }, record.timeToFirstTokenMs / 1000);
    }
  }

  private modelLabel(model: string): string {
    if (this.models.has(model)) return model;
    if (this.models.size >= MAX_MODEL_LABELS) return 'other';
    this.models.add(model);
    return model;
  }
}
