import {
  Global,
  Inject,
  Module,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AppConfig } from '../../config/app-config.service';
import { REDIS_CLIENT, RedisClient } from '../../redis/redis.module';
import { UserChanges } from '../users/user-changes';
import { UsersService } from '../users/users.service';
import { DatabaseSessionDirectory } from './database-session.directory';
import { DatabaseSessionStore } from './database-session.store';
import { SessionEntity } from './entities/session.entity';
import { RedisSessionDirectory } from './redis-session.directory';
import { RedisSessionStore } from './redis-session.store';
import { SessionCache } from './session-cache';
import { SessionDirectory } from './session-directory';
import { SessionInvalidation } from './session-invalidation';
import { SessionManager } from './session-manager.service';
import { SessionPruner } from './session-pruner';
import { SessionStore } from './session-store';

/**
 * Sessions: in the database (embedded) or Redis (scaled out), cached per process and evicted on
 * every replica through Redis pub/sub. The HTTP side is one hook (session.hook.ts).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity])],
  providers: [
    { provide: SessionCache, useFactory: () => new SessionCache() },
    {
      provide: SessionInvalidation,
      inject: [SessionCache, REDIS_CLIENT, AppConfig],
      useFactory: (cache: SessionCache, redis: RedisClient, config: AppConfig) =>
        new SessionInvalidation(cache, redis, `${config.redis.prefix}session-evictions`),
    },
    {
      provide: SessionStore,
      inject: [AppConfig, REDIS_CLIENT, getRepositoryToken(SessionEntity), UsersService, Clock],
      useFactory: (
        config: AppConfig,
        redis: RedisClient,
        sessions: Repository<SessionEntity>,
        users: UsersService,
        clock: Clock,
      ): SessionStore =>
        redis
          ? new RedisSessionStore(redis, config.redis.prefix, clock)
          : new DatabaseSessionStore(sessions, users.sessionUserJoin(), clock),
    },
    {
      provide: SessionDirectory,
      inject: [
        AppConfig,
        REDIS_CLIENT,
        getRepositoryToken(SessionEntity),
        Clock,
        SessionInvalidation,
      ],
      useFactory: (
        config: AppConfig,
        redis: RedisClient,
        repo: Repository<SessionEntity>,
        clock: Clock,
        invalidation: SessionInvalidation,
      ) =>
        redis
          ? new RedisSessionDirectory(redis, config.redis.prefix, invalidation)
          : new DatabaseSessionDirectory(repo, clock, invalidation),
    },
    SessionManager,
    SessionPruner,
  ],
  // The cache and its invalidation also serve the API-token check (modules/api-tokens).
  exports: [SessionManager, SessionDirectory, SessionCache, SessionInvalidation],
})
export class SessionsModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private unsubscribe?: () => void;

  constructor(
    @Inject(SessionInvalidation) private readonly invalidation: SessionInvalidation,
    private readonly userChanges: UserChanges,
  ) {}

  onApplicationBootstrap(): void {
    this.invalidation.start();
    this.unsubscribe = this.userChanges.subscribe((userId) => this.invalidation.evictUser(userId));
  }

  async onApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    await this.invalidation.stop();
  }
}
