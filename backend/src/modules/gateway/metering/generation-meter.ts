import { Usage } from '../adapters/runtime-adapter';
import { ChatMessage } from '../edge/chat-request';
import {
  GenerationKind,
  GenerationMeter,
  GenerationOutcome,
  GenerationRecord,
  GenerationSource,
} from '../../usage/usage.contract';

/** Who asked for a generation. */
export interface Caller {
  organizationId: string;
  userId: string;
  /** null for the signed-in assistants. */
  apiTokenId: string | null;
  source: GenerationSource;
  /** An API token's model list (null or absent: every model the member may use). */
  tokenModels?: readonly string[] | null;
}

/** About four characters per token: only for servers that report no usage at all. */
const CHARS_PER_TOKEN = 4;

export function estimateTokens(chars: number): number {
  return Math.ceil(chars / CHARS_PER_TOKEN);
}

/** Characters of the prompt's text (message contents and text parts). */
export function promptChars(messages: readonly ChatMessage[]): number {
  let chars = 0;
  for (const { content } of messages) {
    if (typeof content === 'string') chars += content.length;
    else if (Array.isArray(content)) {
      for (const part of content as { text?: unknown }[])
        if (typeof part?.text === 'string') chars += part.text.length;
    }
  }
  return chars;
}

export interface Measured {
  kind: GenerationKind;
  model: string;
  serverId: string | null;
  /** The server's counts; null: estimate from the characters. */
  usage: Usage | null;
  promptChars: number;
  completionChars: number;
  /** performance.now() values. */
  startedMs: number;
  firstTokenMs: number | null;
  outcome: GenerationOutcome;
  status: number;
}

/** The tokens a generation used, as its record counts them. */
export function tokensOf(measured: Measured): number {
  const { usage } = measured;
  return usage
    ? usage.promptTokens + usage.completionTokens
    : estimateTokens(measured.promptChars) + estimateTokens(measured.completionChars);
}

/**
 * One record per generation, with the server's exact counts (`estimated` only when it reported
 * nothing). Returns at once: the meter batches its writes, and a missing meter (no usage module)
 * records nothing.
 */
export function recordGeneration(
  meter: GenerationMeter | undefined,
  caller: Caller,
  startedAt: Date,
  measured: Measured,
  nowMs: number,
): void {
  if (!meter) return;
  const { usage } = measured;
  const record: GenerationRecord = {
    startedAt,
    organizationId: caller.organizationId,
    userId: caller.userId,
    apiTokenId: caller.apiTokenId,
    serverId: measured.serverId,
    model: measured.model,
    source: caller.source,
    kind: measured.kind,
    promptTokens: usage ? usage.promptTokens : estimateTokens(measured.promptChars),
    completionTokens: usage ? usage.completionTokens : estimateTokens(measured.completionChars),
    estimated: usage === null,
    latencyMs: Math.round(nowMs - measured.startedMs),
    timeToFirstTokenMs:
      measured.firstTokenMs === null
        ? null
        : Math.round(measured.firstTokenMs - measured.startedMs),
    outcome: measured.outcome,
    status: measured.status,
  };
  meter.record(record);
}
