import { Injectable, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { TOKEN_SCOPES } from '../access/token-grant';
import { AuditBy } from '../audit/audit-actor';
import { RequestContext } from '../audit/request-context';
import { SecurityLogService } from '../security-log/security-log.service';
import { SessionInvalidation } from '../sessions/session-invalidation';
import { UsersService } from '../users/users.service';
import { SessionUser } from '../users/session-user';
import { ApiTokenEvents, ApiTokenRevocation } from './api-token-events';
import { ApiTokenLimits } from './api-token-limits';
import { toApiTokenDto } from './api-token.mapper';
import { DAY_MS, MAX_ACTIVE_TOKENS } from './api-token.rules';
import { ApiTokensErrors } from './api-tokens.errors';
import { ApiTokenDto, CreatedApiTokenDto } from './dto/api-token.dto';
import { CreateApiTokenDto, UpdateApiTokenDto } from './dto/create-api-token.dto';
import { LimitSetDto, LimitSetInputDto } from '../../common/dto/limit-set.dto';
import { ApiTokenEntity } from './entities/api-token.entity';
import { newTokenSecret } from './token-secret';

const NO_CONTEXT: RequestContext = { ip: null, userAgent: null };

/** Creating, listing and revoking a user's API tokens (the Bearer check is api-token-authenticator.ts). */
@Injectable()
export class ApiTokensService {
  constructor(
    @InjectRepository(ApiTokenEntity) private readonly tokens: Repository<ApiTokenEntity>,
    private readonly invalidation: SessionInvalidation,
    private readonly securityLog: SecurityLogService,
    private readonly events: ApiTokenEvents,
    private readonly clock: Clock,
    private readonly users: UsersService,
    @Optional() private readonly limits?: ApiTokenLimits,
  ) {}

  async create(
    user: SessionUser,
    { name, scopes, expiresInDays, limits, models = null }: CreateApiTokenDto,
    context: RequestContext,
    by: AuditBy,
  ): Promise<CreatedApiTokenDto> {
    const active = await this.tokens.countBy({ userId: user.id, revokedAt: IsNull() });
    if (active >= MAX_ACTIVE_TOKENS) throw ApiTokensErrors.tooMany();
    const now = this.clock.nowMs();
    const secret = newTokenSecret();
    // Stored in a fixed order, so `read,write` is one spelling.
    const ordered = TOKEN_SCOPES.filter((s) => scopes.includes(s));
    const entity = await this.tokens.save(
      this.tokens.create({
        userId: user.id,
        name,
        tokenHash: secret.hash,
        prefix: secret.prefix,
        scopes: ordered.join(','),
        models: models === null ? null : JSON.stringify(models),
        expiresAt: expiresInDays === null ? null : new Date(now + expiresInDays * DAY_MS),
        createdAt: new Date(now),
        knownIps: '[]',
        lastUsedAt: null,
        lastUsedIp: null,
        revokedAt: null,
      }),
    );
    const details = { tokenId: entity.id, name, scopes: ordered, expiresInDays, models };
    await this.securityLog.record({
      user,
      event: 'api_token_created',
      success: true,
      context,
      details,
    });
    await this.events.emit({
      kind: 'created',
      userId: user.id,
      tokenId: entity.id,
      name,
      scopes: ordered,
    });
    const set = await this.limitsOf(user, entity.id, limits, by);
    const { id, createdAt, expiresAt, limits: shown } = toApiTokenDto(entity, set);
    return {
      token: secret.token,
      id,
      name,
      scopes: ordered,
      models,
      expiresAt,
      createdAt,
      limits: shown,
    };
  }

  /**
   * Changes one of the user's own tokens (its limits, the models it may call); someone else's is
   * unknown. Every replica forgets the old model list.
   */
  async update(
    user: SessionUser,
    tokenId: string,
    { limits, models }: UpdateApiTokenDto,
    context: RequestContext,
    by: AuditBy,
  ): Promise<ApiTokenDto> {
    const token = await this.tokens.findOneBy({
      id: tokenId,
      userId: user.id,
      revokedAt: IsNull(),
    });
    if (!token) throw ApiTokensErrors.notFound();
    if (models !== undefined) {
      token.models = models === null ? null : JSON.stringify(models);
      await this.tokens.update(token.id, { models: token.models });
      await this.invalidation.evictToken(token.tokenHash);
      await this.securityLog.record({
        user,
        event: 'api_token_updated',
        success: true,
        context,
        details: { tokenId: token.id, name: token.name, models },
      });
    }
    const set = await this.limitsOf(user, token.id, limits, by);
    return toApiTokenDto(token, set);
  }

  /** The user's unrevoked tokens (expired ones too, so they can be seen and cleared), newest first. */
  async list(userId: string): Promise<ApiTokenDto[]> {
    const rows = await this.tokens.find({
      where: { userId, revokedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const sets = (await this.limits?.ofTokens(rows.map((r) => r.id))) ?? new Map();
    return rows.map((row) => toApiTokenDto(row, sets.get(row.id)));
  }

  /** Revokes one of the user's own tokens; someone else's is as unknown as a missing one. */
  async revoke(user: SessionUser, tokenId: string, context: RequestContext): Promise<void> {
    const token = await this.tokens.findOneBy({
      id: tokenId,
      userId: user.id,
      revokedAt: IsNull(),
    });
    if (!token) throw ApiTokensErrors.notFound();
    await this.revokeRows([token], 'user', context);
  }

  /** Sets what is given (nothing: reads), through the limits module. */
  private async limitsOf(
    user: SessionUser,
    tokenId: string,
    input: LimitSetInputDto | undefined,
    by: AuditBy,
  ): Promise<LimitSetDto | undefined> {
    if (!this.limits) return undefined;
    if (input) return this.limits.setForToken(user.organizationId, tokenId, input, by);
    return (await this.limits.ofTokens([tokenId])).get(tokenId);
  }

  /** Every token of the user (deactivation, password change), before the change is answered. */
  async revokeAllForUser(userId: string, reason: ApiTokenRevocation): Promise<number> {
    const rows = await this.tokens.findBy({ userId, revokedAt: IsNull() });
    await this.revokeRows(rows, reason, NO_CONTEXT);
    return rows.length;
  }

  private async revokeRows(
    rows: ApiTokenEntity[],
    reason: ApiTokenRevocation,
    context: RequestContext,
  ): Promise<void> {
    const revokedAt = this.clock.now();
    for (const row of rows) {
      const result = await this.tokens.update({ id: row.id, revokedAt: IsNull() }, { revokedAt });
      // Every replica forgets the token before the revocation is answered.
      await this.invalidation.evictToken(row.tokenHash);
      if (!result.affected) continue;
      const owner = await this.users.findById(row.userId);
      await this.securityLog.record({
        user: owner,
        event: 'api_token_revoked',
        success: true,
        context,
        details: { tokenId: row.id, name: row.name, reason },
      });
      await this.events.emit({
        kind: 'revoked',
        userId: row.userId,
        tokenId: row.id,
        name: row.name,
        reason,
      });
    }
  }
}
