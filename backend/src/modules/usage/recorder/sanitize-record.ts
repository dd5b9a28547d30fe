import type {
  GenerationKind,
  GenerationOutcome,
  GenerationRecord,
  GenerationSource,
} from '../usage.contract';

const INT_MAX = 2_147_483_647;
const SOURCES: GenerationSource[] = ['gateway', 'assistant'];
const KINDS: GenerationKind[] = ['chat', 'completion', 'embedding', 'messages', 'responses'];
const OUTCOMES: GenerationOutcome[] = ['ok', 'error', 'cancelled'];

/**
 * A record as the columns take it, or null when it cannot be attributed to an organization.
 * The producer's values are trusted for meaning but not for shape: one odd row (a negative
 * count, a 300-character model name) must never make a whole batch fail to insert.
 */
export function sanitizeRecord(r: GenerationRecord): GenerationRecord | null {
  if (typeof r?.organizationId !== 'string' || !r.organizationId) return null;
  const startedAt =
    r.startedAt instanceof Date && !isNaN(r.startedAt.getTime()) ? r.startedAt : null;
  if (!startedAt) return null;
  return {
    startedAt,
    organizationId: text(r.organizationId, 36),
    userId: id(r.userId),
    apiTokenId: id(r.apiTokenId),
    serverId: id(r.serverId),
    model: text(r.model, 200) || 'unknown',
    source: oneOf(r.source, SOURCES, 'gateway'),
    kind: oneOf(r.kind, KINDS, 'chat'),
    promptTokens: count(r.promptTokens),
    completionTokens: count(r.completionTokens),
    estimated: r.estimated === true,
    latencyMs: count(r.latencyMs),
    timeToFirstTokenMs: r.timeToFirstTokenMs === null ? null : count(r.timeToFirstTokenMs),
    outcome: oneOf(r.outcome, OUTCOMES, 'error'),
    status: Math.min(999, count(r.status)),
  };
}

function id(value: string | null): string | null {
  return text(value, 36) || null;
}

/** NUL is refused by PostgreSQL text columns. */
function text(value: unknown, length: number): string {
  return typeof value === 'string' ? value.replaceAll('\0', '').slice(0, length) : '';
}

function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.min(INT_MAX, Math.round(value)) : 0;
}

function oneOf<T extends string>(value: T, allowed: T[], fallback: T): T {
  return allowed.includes(value) ? value : fallback;
}
