import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { BearerAuthenticator, BearerIdentity } from '../sessions/bearer-authenticator';
import { CachedApiToken, SessionCache } from '../sessions/session-cache';
import { SessionUser } from '../users/session-user';
import { UsersService } from '../users/users.service';
import { ApiTokenUsage } from './api-token-usage';
import { toCachedApiToken } from './api-token.mapper';
import { ApiTokensErrors } from './api-tokens.errors';
import { ApiTokenEntity } from './entities/api-token.entity';
import { hashToken, looksLikeToken } from './token-secret';

/**
 * The Bearer check on every token request: the token (by hash) and its user come from the
 * per-process cache shared with sessions (5 s, evicted on every replica at revocation and at any
 * change of the user), so a busy script costs no database read per request.
 */
@Injectable()
export class ApiTokenAuthenticator extends BearerAuthenticator {
  private readonly logger = new Logger(ApiTokenAuthenticator.name);

  constructor(
    @InjectRepository(ApiTokenEntity) private readonly tokens: Repository<ApiTokenEntity>,
    private readonly cache: SessionCache,
    private readonly users: UsersService,
    private readonly usage: ApiTokenUsage,
    private readonly clock: Clock,
  ) {
    super();
  }

  async authenticate(credential: string, ip: string | null): Promise<BearerIdentity> {
    if (!looksLikeToken(credential)) throw ApiTokensErrors.invalidToken();
    const now = this.clock.nowMs();
    const token = await this.find(hashToken(credential), now);
    if (!token || (token.expiresAt !== null && token.expiresAt <= now)) {
      throw ApiTokensErrors.invalidToken();
    }
    const user = await this.userOf(token.userId, now);
    if (!user?.isActive) throw ApiTokensErrors.invalidToken();
    await this.usage.note(token, user, ip, now);
    return { user, grant: { tokenId: token.id, scopes: token.scopes, models: token.models } };
  }

  private async find(hash: string, now: number): Promise<CachedApiToken | null> {
    const cached = this.cache.getToken(hash, now);
    if (cached !== undefined) return cached;
    const row = await this.read(() =>
      this.tokens.findOneBy({ tokenHash: hash, revokedAt: IsNull() }),
    );
    const token = row ? toCachedApiToken(row) : null;
    this.cache.setToken(hash, token, now);
    return token;
  }

  private async userOf(userId: string, now: number): Promise<SessionUser | null> {
    const cached = this.cache.getUser(userId, now);
    if (cached !== undefined) return cached;
    const user = await this.read(() => this.users.findSessionUser(userId));
    this.cache.setUser(userId, user, now);
    return user;
  }

  private async read<T>(query: () => Promise<T>): Promise<T> {
    try {
      return await query();
    } catch (err) {
      this.logger.warn(`API token store unavailable: ${err instanceof Error ? err.message : err}`);
      throw ApiTokensErrors.storeUnavailable();
    }
  }
}
