import { Injectable } from '@nestjs/common';
import { Counter, Histogram } from 'prom-client';
import { MetricsService } from '../../metrics/metrics.service';
import type { GenerationRecord } from '../usage.contract';

interface Children {
  requests: { inc(): void };
  prompt: { inc(value: number): void };
  completion: { inc(value: number): void };
  duration: { observe(value: number): void };
  timeToFirstToken: { observe(value: number): void };
}

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
    const series = this.seriesFor(organization, this.modelLabel(record.model), record);
    series.requests.inc();
    series.prompt.inc(record.promptTokens);
    series.completion.inc(record.completionTokens);
    series.duration.observe(record.latencyMs / 1000);
    if (record.timeToFirstTokenMs !== null) {
      series.timeToFirstToken.observe(record.timeToFirstTokenMs / 1000);
    }
  }

  // Label children per (organization, model, server, outcome): looking one up by its label
  // object costs more than the observation itself, on every generation (as MetricsService does
  // for HTTP). The map is as bounded as the series themselves.
  private readonly children = new Map<string, Children>();

  private seriesFor(organization: string, model: string, record: GenerationRecord): Children {
    const server = record.serverId ?? 'none';
    const key = [organization, model, server, record.outcome].join('\u0000');
    let children = this.children.get(key);
    if (!children) {
      children = {
        requests: this.requests.labels(organization, model, server, record.outcome),
        prompt: this.tokens.labels(organization, model, 'prompt'),
        completion: this.tokens.labels(organization, model, 'completion'),
        duration: this.duration.labels(model),
        timeToFirstToken: this.timeToFirstToken.labels(model),
      };
      this.children.set(key, children);
    }
    return children;
  }

  private modelLabel(model: string): string {
    if (this.models.has(model)) return model;
    if (this.models.size >= MAX_MODEL_LABELS) return 'other';
    this.models.add(model);
    return model;
  }
}
