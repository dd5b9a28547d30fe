import { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { GenerationRecorder } from '../src/modules/usage/recorder/generation-recorder';
import {
  GenerationMeter,
  GenerationRecord,
  TokenAllowance,
} from '../src/modules/usage/usage.contract';

/** The usage module as the gateway sees it: the two injectables of usage.contract.ts. */
export function usageContract(app: INestApplication) {
  const meter = app.get(GenerationMeter);
  return {
    meter,
    allowance: app.get(TokenAllowance),
    /** Writes what record() buffered and applies the tokens (the 1 s timer, without waiting). */
    flush: () => (meter as GenerationRecorder).flush(),
  };
}

/** A gateway generation of 13 + 17 tokens; override what a test is about. */
export function generation(
  organizationId: string,
  overrides: Partial<GenerationRecord> = {},
): GenerationRecord {
  return {
    startedAt: new Date(),
    organizationId,
    userId: null,
    apiTokenId: null,
    serverId: SERVER_ID,
    model: 'llama3.2',
    source: 'gateway',
    kind: 'chat',
    promptTokens: 13,
    completionTokens: 17,
    estimated: false,
    latencyMs: 420,
    timeToFirstTokenMs: 80,
    outcome: 'ok',
    status: 200,
    ...overrides,
  };
}

export const SERVER_ID = randomUUID();

/** The value of one series in a Prometheus text exposition (undefined when absent). */
export function metricValue(text: string, name: string, labels: Record<string, string>) {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}')).split(',');
    if (wanted.every((label) => inside.includes(label))) return Number(line.split(' ').at(-1));
  }
  return undefined;
}
