import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LoggedAccount, SecurityLogService } from '../security-log/security-log.service';
import { CachedApiToken } from '../sessions/session-cache';
import { ApiTokenEvents } from './api-token-events';
import { knownIpsOf } from './api-token.mapper';
import { KNOWN_IPS_KEPT, LAST_USED_WRITE_INTERVAL_MS } from './api-token.rules';
import { ApiTokenEntity } from './entities/api-token.entity';

/**
 * Records where and when a token is used without a write per request: last use at most once a
 * minute, and a new address at once: the first call's as `api_token_first_used` (where the token
 * runs, not an alarm), a later new one as `api_token_used`. The
 * address list is replaced with a conditional UPDATE on its previous value, so two replicas
 * that see the same new address log it once.
 */
@Injectable()
export class ApiTokenUsage {
  private readonly logger = new Logger(ApiTokenUsage.name);

  constructor(
    @InjectRepository(ApiTokenEntity) private readonly tokens: Repository<ApiTokenEntity>,
    private readonly securityLog: SecurityLogService,
    private readonly events: ApiTokenEvents,
  ) {}

  async note(
    token: CachedApiToken,
    owner: LoggedAccount,
    ip: string | null,
    now: number,
  ): Promise<void> {
    try {
      if (ip && !token.knownIps.includes(ip)) await this.noteNewAddress(token, owner, ip, now);
      else if (token.lastUsedAt === null || now - token.lastUsedAt >= LAST_USED_WRITE_INTERVAL_MS) {
        await this.tokens.update(token.id, { lastUsedAt: new Date(now), lastUsedIp: ip });
        token.lastUsedAt = now;
      }
    } catch (err) {
      // Bookkeeping only: a failed write must not refuse a valid token.
      this.logger.warn(`Could not record use of API token ${token.id}: ${err}`);
    }
  }

  private async noteNewAddress(
    token: CachedApiToken,
    owner: LoggedAccount,
    ip: string,
    now: number,
  ): Promise<void> {
    const row = await this.tokens.findOneBy({ id: token.id });
    if (!row) return;
    const known = knownIpsOf(row);
    const isNew = !known.includes(ip);
    const next = isNew ? [...known, ip].slice(-KNOWN_IPS_KEPT) : known;
    const result = await this.tokens
      .createQueryBuilder()
      .update(ApiTokenEntity)
      .set({ knownIps: JSON.stringify(next), lastUsedAt: new Date(now), lastUsedIp: ip })
      .where('id = :id AND known_ips = :previous', { id: token.id, previous: row.knownIps })
      .execute();
    token.knownIps = next;
    token.lastUsedAt = now;
    if (!isNew || !result.affected) return;
    const firstUse = known.length === 0;
    await this.securityLog.record({
      user: owner,
      event: firstUse ? 'api_token_first_used' : 'api_token_used',
      success: true,
      context: { ip, userAgent: null, authMethod: 'token' },
      details: { tokenId: token.id, name: token.name, newIp: !firstUse },
    });
    if (firstUse) return;
    await this.events.emit({
      kind: 'used_from_new_ip',
      userId: token.userId,
      tokenId: token.id,
      name: token.name,
      ip,
    });
  }
}
