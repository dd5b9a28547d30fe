import { Injectable } from '@nestjs/common';
import { AttemptLimiter } from '../throttling/attempt-limiter';
import { TwoFactorErrors } from './two-factor.errors';

export const MAX_TWO_FACTOR_FAILURES = 5;
export const TWO_FACTOR_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Wrong 2FA codes (and wrong passwords on 2FA/password screens) per account: 5 per 15 minutes,
 * then 429. Per account rather than per IP, because a 6-digit code falls to a distributed guess.
 */
@Injectable()
export class TwoFactorAttemptsService {
  constructor(private readonly limiter: AttemptLimiter) {}

  private key(userId: string): string {
    return `2fa:user:${userId}`;
  }

  async assertAllowed(userId: string): Promise<void> {
    const key = this.key(userId);
    if ((await this.limiter.count(key)) < MAX_TWO_FACTOR_FAILURES) return;
    const minutes = Math.max(1, Math.ceil((await this.limiter.retryAfter(key)) / 60));
    throw TwoFactorErrors.tooManyCodes(minutes);
  }

  async recordFailure(userId: string): Promise<void> {
    await this.limiter.record(this.key(userId), TWO_FACTOR_FAILURE_WINDOW_MS);
  }

  async reset(userId: string): Promise<void> {
    await this.limiter.reset(this.key(userId));
  }
}
