import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ShutdownState } from '../../common/lifecycle/shutdown-state';
import { REDIS_CLIENT, RedisClient } from '../../redis/redis.module';
import { HealthCheckDto, HealthDto } from './health.dto';

/** A dependency that does not answer within this long counts as down. */
export const PROBE_TIMEOUT_MS = 2000;
/** How long one probe's answer is shared (monotonic clock: this is about load, not dates). */
export const HEALTH_CACHE_MS = 1000;

/** Probes what the backend cannot work without: the database, and Redis when configured. */
@Injectable()
export class HealthService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
    private readonly shutdown: ShutdownState,
  ) {}

  private latest?: { at: number; result: Promise<HealthDto> };

  /**
   * Readiness (GET /api/health and /api/health/ready): 'ok' when every dependency answers,
   * 'error' when one does not, 'draining' from a SIGTERM on. Load balancers and monitors poll
   * this, sometimes thousands of times a second across replicas: callers within HEALTH_CACHE_MS
   * share one probe of each dependency.
   */
  async check(): Promise<HealthDto> {
    const now = performance.now();
    if (!this.latest || now - this.latest.at > HEALTH_CACHE_MS) {
      this.latest = { at: now, result: this.probeAll() };
    }
    const result = await this.latest.result;
    return this.shutdown.draining ? { ...result, status: 'draining' } : result;
  }

  private async probeAll(): Promise<HealthDto> {
    const redis = this.redis;
    const [database, redisCheck] = await Promise.all([
      probe(() => this.db.query('SELECT 1')),
      redis ? probe(() => redis.ping()) : undefined,
    ]);
    const checks: HealthDto['checks'] = redisCheck ? { database, redis: redisCheck } : { database };
    const ok = Object.values(checks).every((c) => c.status === 'up');
    return { status: ok ? 'ok' : 'error', checks };
  }
}

async function probe(fn: () => Promise<unknown>): Promise<HealthCheckDto> {
  const start = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const status = await Promise.race([
    fn().then(() => 'up' as const),
    new Promise<'down'>((resolve) => {
      timer = setTimeout(() => resolve('down'), PROBE_TIMEOUT_MS);
    }),
  ])
    .catch(() => 'down' as const)
    .finally(() => clearTimeout(timer));
  return { status, latencyMs: Math.round(performance.now() - start) };
}
