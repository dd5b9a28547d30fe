import { Global, Module } from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { RedisStore } from 'connect-redis';
import { Store } from 'express-session';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config.service';
import { REDIS_CLIENT, RedisClient } from '../../redis/redis.module';
import { DatabaseSessionDirectory } from './database-session.directory';
import { SessionEntity } from './entities/session.entity';
import { RedisSessionDirectory } from './redis-session.directory';
import { SessionDirectory } from './session-directory';
import { SessionPruner } from './session-pruner';
import { SESSION_STORE } from './session-store.token';
import { TypeormSessionStore } from './typeorm-session.store';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity])],
  providers: [
    {
      provide: SESSION_STORE,
      inject: [AppConfig, REDIS_CLIENT, getRepositoryToken(SessionEntity)],
      useFactory: (
        config: AppConfig,
        redis: RedisClient,
        repo: Repository<SessionEntity>,
      ): Store =>
        redis
          ? new RedisStore({ client: redis, prefix: `${config.redis.prefix}sess:` })
          : new TypeormSessionStore(repo),
    },
    {
      provide: SessionDirectory,
      inject: [AppConfig, REDIS_CLIENT, getRepositoryToken(SessionEntity)],
      useFactory: (config: AppConfig, redis: RedisClient, repo: Repository<SessionEntity>) =>
        redis
          ? new RedisSessionDirectory(redis, config.redis.prefix)
          : new DatabaseSessionDirectory(repo),
    },
    SessionPruner,
  ],
  exports: [SESSION_STORE, SessionDirectory],
})
export class SessionsModule {}
