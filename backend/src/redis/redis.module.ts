import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config.service';

export const REDIS_CLIENT = Symbol('REDIS_CLIENT');
/** The shared ioredis client, or null when REDIS_URL is not configured (embedded mode). */
export type RedisClient = Redis | null;

/** A command waits at most this long while Redis is unreachable, then fails (→ a 503). */
export const REDIS_COMMAND_TIMEOUT_MS = 1500;

/**
 * While Redis is down, commands fail within REDIS_COMMAND_TIMEOUT_MS instead of queueing for
 * ever, and the client keeps reconnecting (every 2 s at most), so the backend recovers by itself
 * when Redis returns. One log line per outage, not one per retry.
 */
function createRedisClient(url: string): Redis {
  const logger = new Logger('Redis');
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let down = false;
  client.on('error', (err: Error) => {
    if (!down) logger.error(`Redis unavailable: ${err.message}`);
    down = true;
  });
  client.on('ready', () => {
    if (down) logger.log('Redis is back');
    down = false;
  });
  return client;
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [AppConfig],
      useFactory: (config: AppConfig): RedisClient =>
        config.redis.url ? createRedisClient(config.redis.url) : null,
    },
  ],
  exports: [REDIS_CLIENT],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: RedisClient) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis) return;
    // QUIT would wait for a connection that may never come back during an outage.
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => undefined);
    else this.redis.disconnect();
  }
}
