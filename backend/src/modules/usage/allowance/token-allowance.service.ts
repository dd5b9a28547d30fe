import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock/clock';
import { GenerationRecorder } from '../recorder/generation-recorder';
import { AllowanceExhaustedError, AllowanceState, TokenAllowance } from '../usage.contract';
import { monthKey, nextMonthStart } from '../usage-calendar';
import { AllowanceLimits } from './allowance-limits';
import { MonthCounter } from './month-counter';

/** The allowance state plus what was used, for the usage API and screens. */
export interface AllowanceUsage extends AllowanceState {
  usedTokens: number;
}

/**
 * TokenAllowance: before a generation, the organization's limit (AllowanceLimits, cached) against
 * the month's shared count (MonthCounter) plus what this replica counted and has not confirmed.
 * No reservation: a call admitted with any tokens left may finish past the limit (docs/usage.md).
 */
@Injectable()
export class TokenAllowanceService extends TokenAllowance {
  private readonly logger = new Logger(TokenAllowanceService.name);
  private readonly lastRead = new Map<string, number>();

  constructor(
    private readonly limits: AllowanceLimits,
    private readonly counter: MonthCounter,
    private readonly recorder: GenerationRecorder,
    private readonly clock: Clock,
  ) {
    super();
  }

  async admit(organizationId: string): Promise<AllowanceState> {
    const now = this.clock.nowMs();
    const resetsAt = nextMonthStart(now);
    const limitTokens = (await this.limits.of(organizationId))?.limitTokens ?? null;
    // Unlimited: nothing to read on the hot path.
    if (limitTokens === null) return { limitTokens: null, remainingTokens: null, resetsAt };
    const used = await this.used(monthKey(now), organizationId);
    const state = { limitTokens, remainingTokens: Math.max(0, limitTokens - used), resetsAt };
    if (state.remainingTokens === 0) throw new AllowanceExhaustedError(state);
    return state;
  }

  /** This month's count against the allowance, whatever it is (never throws when used up). */
  async usage(organizationId: string): Promise<AllowanceUsage> {
    const now = this.clock.nowMs();
    const limitTokens = (await this.limits.of(organizationId))?.limitTokens ?? null;
    const usedTokens = await this.used(monthKey(now), organizationId);
    return {
      limitTokens,
      usedTokens,
      remainingTokens: limitTokens === null ? null : Math.max(0, limitTokens - usedTokens),
      resetsAt: nextMonthStart(now),
    };
  }

  /**
   * While the counter cannot be read (Redis or the database briefly away) calls are not refused
   * for that: the last count this replica read stands in, plus what it counted since.
   */
  private async used(month: string, organizationId: string): Promise<number> {
    const key = `${month}|${organizationId}`;
    let counted: number;
    try {
      counted = (await this.counter.read(month, [organizationId])).get(organizationId) ?? 0;
      if (this.lastRead.size > 10_000) this.lastRead.clear();
      this.lastRead.set(key, counted);
    } catch (err) {
      this.logger.warn(`Token count unavailable, using the last one read: ${err}`);
      counted = this.lastRead.get(key) ?? 0;
    }
    return counted + this.recorder.unconfirmedTokens(month, organizationId);
  }
}
