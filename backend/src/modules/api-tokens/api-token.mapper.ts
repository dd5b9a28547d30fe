import { TokenScope } from '../access/token-grant';
import { CachedApiToken } from '../sessions/session-cache';
import { ApiTokenDto } from './dto/api-token.dto';
import { ApiTokenEntity } from './entities/api-token.entity';
import { LimitSetDto } from '../../common/dto/limit-set.dto';

const NO_LIMITS: LimitSetDto = {
  monthlyTokens: null,
  requestsPerMinute: null,
  tokensPerMinute: null,
  maxConcurrent: null,
};

export function scopesOf(entity: ApiTokenEntity): TokenScope[] {
  return entity.scopes.split(',').filter(Boolean) as TokenScope[];
}

export function knownIpsOf(entity: ApiTokenEntity): string[] {
  try {
    const parsed: unknown = JSON.parse(entity.knownIps);
    return Array.isArray(parsed) ? parsed.filter((ip) => typeof ip === 'string') : [];
  } catch {
    return [];
  }
}

export function modelsOf(entity: ApiTokenEntity): string[] | null {
  if (entity.models === null || entity.models === undefined) return null;
  try {
    const parsed: unknown = JSON.parse(entity.models);
    return Array.isArray(parsed) ? parsed.filter((m) => typeof m === 'string') : [];
  } catch {
    return [];
  }
}

export function toApiTokenDto(
  entity: ApiTokenEntity,
  limits: LimitSetDto = NO_LIMITS,
): ApiTokenDto {
  return {
    id: entity.id,
    name: entity.name,
    prefix: entity.prefix,
    scopes: scopesOf(entity),
    models: modelsOf(entity),
    createdAt: entity.createdAt.toISOString(),
    expiresAt: entity.expiresAt?.toISOString() ?? null,
    lastUsedAt: entity.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: entity.lastUsedIp,
    limits: { ...limits },
  };
}

export function toCachedApiToken(entity: ApiTokenEntity): CachedApiToken {
  return {
    id: entity.id,
    userId: entity.userId,
    name: entity.name,
    scopes: scopesOf(entity),
    models: modelsOf(entity),
    expiresAt: entity.expiresAt?.getTime() ?? null,
    lastUsedAt: entity.lastUsedAt?.getTime() ?? null,
    knownIps: knownIpsOf(entity),
  };
}
