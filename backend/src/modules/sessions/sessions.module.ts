import { Global, Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { RedisStore } from 'connect-redis';
import { Store } from 'express-session';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AppConfig } from '../../config/app-config.service';
import { REDIS_CLIENT, RedisClient } from '../../redis/redis.module';
import { DatabaseSessionDirectory } from './database-session.directory';
import { SessionEntity } from './entities/session.entity';
import { RedisSessionDirectory } from './redis-session.directory';
import { SessionDirectory } from './session-directory';
import { SessionPruner } from './session-pruner';
import { SESSION_STORE } from './session-store.token';
import { throttleTouch } from './throttled-touch';
import { TypeormSessionStore } from './typeorm-session.store';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity])],
  providers: [
    {
      provide: SESSION_STORE,
      inject: [AppConfig, REDIS_CLIENT, getRepositoryToken(SessionEntity), Clock],
      useFactory: (
        config: AppConfig,
        redis: RedisClient,
        repo: Repository<SessionEntity>,
        clock: Clock,
      ): Store =>
        throttleTouch(
          redis
            ? new RedisStore({ client: redis, prefix: `${config.redis.prefix}sess:` })
            : new TypeormSessionStore(repo, clock),
          clock,
        ),
    },
    {
      provide: SessionDirectory,
      inject: [AppConfig, REDIS_CLIENT, getRepositoryToken(SessionEntity), Clock],
      useFactory: (
        config: AppConfig,
        redis: RedisClient,
        repo: Repository<SessionEntity>,
        clock: Clock,
      ) =>
        redis
          ? new RedisSessionDirectory(redis, config.redis.prefix)
          : new DatabaseSessionDirectory(repo, clock),
    },
    SessionPruner,
  ],
  exports: [SESSION_STORE, SessionDirectory],
})
export class SessionsModule {}
