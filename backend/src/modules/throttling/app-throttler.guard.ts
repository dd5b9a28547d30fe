import { CanActivate, ExecutionContext, Injectable, OnModuleInit } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerModuleOptions,
  ThrottlerOptions,
  ThrottlerStorage,
} from '@nestjs/throttler';
import { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import {
  THROTTLER_BLOCK_DURATION,
  THROTTLER_KEY_GENERATOR,
  THROTTLER_LIMIT,
  THROTTLER_SKIP,
  THROTTLER_TRACKER,
  THROTTLER_TTL,
} from '@nestjs/throttler/dist/throttler.constants';
import { PerRoute, RouteTarget } from '../../common/metadata/route-metadata';
import { ipv4Tracker, LibraryThrottlerGuard } from './library-throttler-guard';
import { countsImmediately } from './memory-throttler.storage';

/** One throttler's settings for one route, read from its decorators once. */
interface RouteLimit {
  name: string;
  limit: number;
  ttl: number;
  blockDuration: number;
  setHeaders: boolean;
}

/** A route whose settings are functions of the request: the library's guard counts it. */
const PER_REQUEST = 'per-request';
type RouteLimits = RouteLimit[] | typeof PER_REQUEST;

/**
 * The global rate limit: @nestjs/throttler's limits, headers and 429, at a fraction of its cost
 * per request. The library's guard reads five decorator values per throttler through
 * reflect-metadata and awaits each setting, the tracker and the count on every request; with the
 * limiter on, a signed-in request paid about 15 % more for being counted (docs/benchmarks.md).
 * Here a route's settings are read once, an IPv4 client is its own tracker, and with the
 * in-memory counters the answer is a boolean, with no promise. Routes whose settings are
 * functions, or that name their own tracker or key, are counted by the library's guard.
 */
@Injectable()
export class AppThrottlerGuard implements CanActivate, OnModuleInit {
  private readonly library: LibraryThrottlerGuard;
  /** The route's limits, read on its first request. */
  private readonly routeLimits = new PerRoute((...target) => this.readLimits(target));

  constructor(
    @InjectThrottlerOptions() private readonly options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    private readonly reflector: Reflector,
  ) {
    this.library = new LibraryThrottlerGuard(options, storage, reflector);
  }

  onModuleInit(): Promise<void> {
    return this.library.onModuleInit();
  }

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    // THROTTLE_ENABLED=false: one check, no metadata read.
    if (this.library.globalOptions.skipIf?.(context)) return true;
    const limits = this.routeLimits.of(context);
    if (limits === PER_REQUEST) return this.library.canActivate(context);
    const req = context.switchToHttp().getRequest<Record<string, unknown>>();
    const tracker = ipv4Tracker(req);
    if (tracker !== undefined) return this.count(context, limits, tracker, 0);
    return this.library.getTracker(req).then((t) => this.count(context, limits, t, 0));
  }

  /** Counts the request against each limit in turn; a promise only where the storage needs one. */
  private count(
    context: ExecutionContext,
    limits: RouteLimit[],
    tracker: string,
    from: number,
  ): boolean | Promise<boolean> {
    for (let i = from; i < limits.length; i++) {
      const limit = limits[i];
      const key = this.library.generateKey(context, tracker, limit.name);
      const args = [key, limit.ttl, limit.limit, limit.blockDuration, limit.name] as const;
      if (!countsImmediately(this.storage)) {
        return this.storage.increment(...args).then((record) => {
          if (record.isBlocked) return this.refuse(context, limit, key, tracker, record);
          this.setLimitHeaders(context, limit, record);
          return this.count(context, limits, tracker, i + 1);
        });
      }
      const record = this.storage.incrementNow(...args);
      if (record.isBlocked) return this.refuse(context, limit, key, tracker, record);
      this.setLimitHeaders(context, limit, record);
    }
    return true;
  }

  /** The library's 429: Retry-After, then its exception with the configured message. */
  private async refuse(
    context: ExecutionContext,
    limit: RouteLimit,
    key: string,
    tracker: string,
    record: ThrottlerStorageRecord,
  ): Promise<boolean> {
    if (limit.setHeaders) {
      const res = context.switchToHttp().getResponse<Record<string, unknown>>();
      this.library.setHeader(res, `Retry-After${suffix(limit.name)}`, record.timeToBlockExpire);
    }
    const { limit: max, ttl } = limit;
    await this.library.refuse(context, { limit: max, ttl, key, tracker, ...record });
    return false;
  }

  private setLimitHeaders(
    context: ExecutionContext,
    limit: RouteLimit,
    record: ThrottlerStorageRecord,
  ): void {
    if (!limit.setHeaders) return;
    const res = context.switchToHttp().getResponse<Record<string, unknown>>();
    const prefix = this.library.rateLimitHeaderPrefix;
    const end = suffix(limit.name);
    this.library.setHeader(res, `${prefix}-Limit${end}`, limit.limit);
    const remaining = Math.max(0, limit.limit - record.totalHits);
    this.library.setHeader(res, `${prefix}-Remaining${end}`, remaining);
    this.library.setHeader(res, `${prefix}-Reset${end}`, record.timeToExpire);
  }

  /** The library's reading of the decorators: handler first, then controller, then module. */
  private readLimits(target: RouteTarget): RouteLimits {
    const read = (key: string) => this.reflector.getAllAndOverride<unknown>(key, target);
    // The library fills in its own tracker and key generator: ask what was configured.
    const configured: Partial<ThrottlerOptions> = Array.isArray(this.options) ? {} : this.options;
    if (configured.ignoreUserAgents || configured.getTracker || configured.generateKey)
      return PER_REQUEST;
    const limits: RouteLimit[] = [];
    for (const throttler of this.library.namedThrottlers) {
      const name = throttler.name ?? 'default';
      if (read(THROTTLER_SKIP + name)) continue;
      if (throttler.skipIf || throttler.ignoreUserAgents) return PER_REQUEST;
      if (throttler.getTracker || throttler.generateKey) return PER_REQUEST;
      if (read(THROTTLER_TRACKER + name) || read(THROTTLER_KEY_GENERATOR + name))
        return PER_REQUEST;
      const limit = read(THROTTLER_LIMIT + name) ?? throttler.limit;
      const ttl = read(THROTTLER_TTL + name) ?? throttler.ttl;
      const blockDuration = read(THROTTLER_BLOCK_DURATION + name) ?? throttler.blockDuration ?? ttl;
      if (typeof limit !== 'number' || typeof ttl !== 'number' || typeof blockDuration !== 'number')
        return PER_REQUEST;
      const setHeaders = throttler.setHeaders ?? configured.setHeaders ?? true;
      limits.push({ name, limit, ttl, blockDuration, setHeaders });
    }
    return limits;
  }
}

const suffix = (name: string) => (name === 'default' ? '' : `-${name}`);
