import { Global, Logger, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { Clock } from '../../common/clock/clock';
import { AppConfig } from '../../config/app-config.service';
import { REDIS_CLIENT, RedisClient } from '../../redis/redis.module';
import { AttemptLimiter, MemoryAttemptLimiter, RedisAttemptLimiter } from './attempt-limiter';
import { MemoryThrottlerStorage } from './memory-throttler.storage';
import { RedisThrottlerStorage } from './redis-throttler.storage';

/** Requests per minute per client IP across the whole API. */

@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, REDIS_CLIENT],
      useFactory: (config: AppConfig, redis: RedisClient) => {
        if (!config.throttle.enabled) {
          new Logger('Throttling').warn(
            '!!! THROTTLE_ENABLED=false: rate limits are OFF. Never run like this in production. !!!',
          );
        }
        return {
          throttlers: [{ name: 'default', ttl: 60_000, limit: config.throttle.globalLimit }],
          storage: redis
            ? new RedisThrottlerStorage(redis, config.redis.prefix)
            : new MemoryThrottlerStorage(),
          skipIf: () => !config.throttle.enabled,
          errorMessage: 'Too many requests. Please wait a moment and try again.',
        };
      },
    }),
  ],
  providers: [
    {
      provide: AttemptLimiter,
      inject: [AppConfig, REDIS_CLIENT, Clock],
      useFactory: (config: AppConfig, redis: RedisClient, clock: Clock) =>
        redis
          ? new RedisAttemptLimiter(redis, config.redis.prefix)
          : new MemoryAttemptLimiter(clock),
    },
  ],
  exports: [ThrottlerModule, AttemptLimiter],
})
export class ThrottlingModule {}
