import { Injectable } from '@nestjs/common';
import { AttemptLimiter } from '../throttling/attempt-limiter';
import { AuthErrors } from './auth.errors';

export const MAX_LOGIN_FAILURES_PER_USERNAME = 10;
// Higher per IP: an office behind one NAT address must not lock everyone out.
export const MAX_LOGIN_FAILURES_PER_IP = 50;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Failed sign-ins are limited per username (10 per 15 minutes) and per client IP (50). */
@Injectable()
export class LoginAttemptsService {
  constructor(private readonly limiter: AttemptLimiter) {}

  private limits(ip: string, username: string): Array<[key: string, max: number]> {
    return [
      [`login:user:${username.toLowerCase()}`, MAX_LOGIN_FAILURES_PER_USERNAME],
      [`login:ip:${ip}`, MAX_LOGIN_FAILURES_PER_IP],
    ];
  }

  async assertAllowed(ip: string, username: string): Promise<void> {
    for (const [key, max] of this.limits(ip, username)) {
      if ((await this.limiter.count(key)) >= max) {
        const minutes = Math.max(1, Math.ceil((await this.limiter.retryAfter(key)) / 60));
        throw AuthErrors.tooManyFailures(minutes);
      }
    }
  }

  async recordFailure(ip: string, username: string): Promise<void> {
    await Promise.all(
      this.limits(ip, username).map(([key]) => this.limiter.record(key, LOGIN_FAILURE_WINDOW_MS)),
    );
  }

  async recordSuccess(username: string): Promise<void> {
    await this.limiter.reset(`login:user:${username.toLowerCase()}`);
  }
}
