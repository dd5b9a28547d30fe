import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { TOKEN_SCOPES } from '../access/token-grant';
import { RequestContext } from '../audit/request-context';
import { SecurityLogService } from '../security-log/security-log.service';
import { SessionInvalidation } from '../sessions/session-invalidation';
import { UsersService } from '../users/users.service';
import { SessionUser } from '../users/session-user';
import { ApiTokenEvents, ApiTokenRevocation } from './api-token-events';
import { toApiTokenDto } from './api-token.mapper';
import { DAY_MS, MAX_ACTIVE_TOKENS } from './api-token.rules';
import { ApiTokensErrors } from './api-tokens.errors';
import { ApiTokenDto, CreatedApiTokenDto } from './dto/api-token.dto';
import { CreateApiTokenDto } from './dto/create-api-token.dto';
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
  ) {}

  async create(
    user: SessionUser,
    { name, scopes, expiresInDays }: CreateApiTokenDto,
    context: RequestContext,
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
        expiresAt: expiresInDays === null ? null : new Date(now + expiresInDays * DAY_MS),
        createdAt: new Date(now),
        knownIps: '[]',
        lastUsedAt: null,
        lastUsedIp: null,
        revokedAt: null,
      }),
    );
    const details = { tokenId: entity.id, name, scopes: ordered, expiresInDays };
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
    const { id, createdAt, expiresAt } = toApiTokenDto(entity);
    return { token: secret.token, id, name, scopes: ordered, expiresAt, createdAt };
  }

  /** The user's unrevoked tokens (expired ones too, so they can be seen and cleared), newest first. */
  async list(userId: string): Promise<ApiTokenDto[]> {
    const rows = await this.tokens.find({
      where: { userId, revokedAt: IsNull() },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map(toApiTokenDto);
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
