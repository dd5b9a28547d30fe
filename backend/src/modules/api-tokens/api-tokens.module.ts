import { Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BearerAuthenticator } from '../sessions/bearer-authenticator';
import { UserChanges } from '../users/user-changes';
import { ApiTokenAuthenticator } from './api-token-authenticator';
import { ApiTokenEvents } from './api-token-events';
import { ApiTokenUsage } from './api-token-usage';
import { ApiTokensController } from './api-tokens.controller';
import { ApiTokensService } from './api-tokens.service';
import { ApiTokenEntity } from './entities/api-token.entity';

/**
 * Personal API tokens: `Authorization: Bearer ikt_…` on any /api route the owner's role allows
 * (docs/identity.md). The session hook receives the BearerAuthenticator from app.setup.ts.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ApiTokenEntity])],
  controllers: [ApiTokensController],
  providers: [
    ApiTokensService,
    ApiTokenUsage,
    ApiTokenEvents,
    { provide: BearerAuthenticator, useClass: ApiTokenAuthenticator },
  ],
  exports: [BearerAuthenticator, ApiTokenEvents, ApiTokensService],
})
export class ApiTokensModule implements OnApplicationBootstrap, OnApplicationShutdown {
  private unsubscribe?: () => void;

  constructor(
    private readonly userChanges: UserChanges,
    private readonly tokens: ApiTokensService,
  ) {}

  /** Deactivation and a password change end every token of the user, before they are answered. */
  onApplicationBootstrap(): void {
    this.unsubscribe = this.userChanges.subscribe(async (userId, reason) => {
      if (reason) await this.tokens.revokeAllForUser(userId, reason);
    });
  }

  onApplicationShutdown(): void {
    this.unsubscribe?.();
  }
}
