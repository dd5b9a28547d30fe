/**
 * The seam between what generates text with a model (the inference gateway, the signed-in
 * assistants) and the usage module (records, allowances, metrics). Producers depend only on these
 * two abstract classes and inject them with @Optional(); UsageModule provides both (global), so
 * neither side imports the other's internals.
 */

export type GenerationSource = 'gateway' | 'assistant';
export type GenerationKind = 'chat' | 'completion' | 'embedding' | 'messages' | 'responses';
/** ok: answered in full; error: failed (before or during the answer); cancelled: the caller left. */
export type GenerationOutcome = 'ok' | 'error' | 'cancelled';

/** One generation, as counts and timings. Never the prompt or the answer text. */
export interface GenerationRecord {
  startedAt: Date;
  organizationId: string;
  userId: string | null;
  /** The API token that called the gateway; null for the signed-in assistants. */
  apiTokenId: string | null;
  /** The organization's server that answered; null when none did (or the built-in engine). */
  serverId: string | null;
  model: string;
  source: GenerationSource;
  kind: GenerationKind;
  promptTokens: number;
  completionTokens: number;
  /** True when the server reported no usage and the counts were estimated. */
  estimated: boolean;
  latencyMs: number;
  timeToFirstTokenMs: number | null;
  outcome: GenerationOutcome;
  /** The HTTP status the caller got (200 for a stream that later failed). */
  status: number;
}

export abstract class GenerationMeter {
  /** Returns at once (writes are batched) and never throws: metering must not fail a call. */
  abstract record(record: GenerationRecord): void;
}

/** An organization's monthly token allowance at the moment a call is admitted. */
export interface AllowanceState {
  /** null: unlimited. */
  limitTokens: number | null;
  /** null: unlimited; never below 0. */
  remainingTokens: number | null;
  /** When the count starts again (the first instant of next month, UTC). */
  resetsAt: Date;
}

/** Thrown by TokenAllowance.admit when nothing is left; the gateway answers 429 insufficient_quota. */
export class AllowanceExhaustedError extends Error {
  constructor(readonly state: AllowanceState) {
    super(`Monthly token allowance used up; it resets at ${state.resetsAt.toISOString()}`);
    this.name = 'AllowanceExhaustedError';
  }
}

export abstract class TokenAllowance {
  /**
   * Before a generation: the organization's allowance state, or AllowanceExhaustedError when it
   * is used up. A call admitted here may finish past the allowance (docs/usage.md).
   */
  abstract admit(organizationId: string): Promise<AllowanceState>;
}
