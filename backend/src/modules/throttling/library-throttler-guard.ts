import { ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerOptions } from '@nestjs/throttler';
import { ThrottlerLimitDetail } from '@nestjs/throttler/dist/throttler.guard.interface';

/**
 * @nestjs/throttler's own guard with a cheaper key and tracker. It counts the routes that
 * AppThrottlerGuard leaves to it (settings computed per request) and lends it the library's
 * settings, headers and 429, so both answer alike.
 */
export class LibraryThrottlerGuard extends ThrottlerGuard {
  /** The configured throttlers, sorted and named by the library (after onModuleInit). */
  get namedThrottlers(): readonly ThrottlerOptions[] {
    return this.throttlers;
  }

  get globalOptions(): ThrottlerGuard['commonOptions'] {
    return this.commonOptions;
  }

  get rateLimitHeaderPrefix(): string {
    return this.headerPrefix;
  }

  setHeader(res: Record<string, unknown>, name: string, value: string | number): void {
    this.setResponseHeader(res, name, value);
  }

  /** Always rejects, with the library's ThrottlerException and the configured message. */
  refuse(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    return this.throwThrottlingException(context, detail);
  }

  /**
   * The library hashes "class-handler-throttler-client" with SHA-256 on every request; the key
   * only needs to be unique.
   */
  override generateKey(context: ExecutionContext, tracker: string, name: string): string {
    return `${context.getClass().name}:${context.getHandler().name}:${name}:${tracker}`;
  }

  /**
   * An IPv4 address (or an IPv4 client on a dual-stack socket) is its own tracker, without the
   * library's IPv6 parser. IPv6 clients are still grouped by their /64 subnet by the library,
   * so rotating addresses inside one subnet does not escape a limit.
   */
  override async getTracker(req: Record<string, unknown>): Promise<string> {
    return ipv4Tracker(req) ?? super.getTracker(req);
  }
}

/** An IPv4 client (also on a dual-stack socket) is its own tracker; undefined for IPv6. */
export function ipv4Tracker(req: Record<string, unknown>): string | undefined {
  const ip = typeof req.ip === 'string' ? req.ip : '';
  if (!ip.includes('.')) return undefined;
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
