import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';

/**
 * @nestjs/throttler's guard with a cheaper key and tracker, same limits. The library hashes
 * "class-handler-throttler-client" with SHA-256 on every request and normalises every address
 * through its IPv6 parser; the key only needs to be unique, and an IPv4 address (or an IPv4
 * client on a dual-stack socket) is its own tracker. IPv6 clients are still grouped by their
 * /64 subnet by the library, so rotating addresses inside one subnet does not escape a limit.
 */
@Injectable()
export class AppThrottlerGuard extends ThrottlerGuard {
  /** THROTTLE_ENABLED=false: one check, instead of the library's per-route metadata reads. */
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return (await this.commonOptions.skipIf?.(context)) ?? false;
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const ip = typeof req.ip === 'string' ? req.ip : '';
    if (ip.includes('.')) return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    return super.getTracker(req);
  }

  protected override generateKey(context: ExecutionContext, tracker: string, name: string): string {
    return `${context.getClass().name}:${context.getHandler().name}:${name}:${tracker}`;
  }
}
