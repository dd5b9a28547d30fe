import { TokenScope } from '../access/token-grant';
import { CachedApiToken } from '../sessions/session-cache';
import { ApiTokenDto } from './dto/api-token.dto';
import { ApiTokenEntity } from './entities/api-token.entity';

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

export function toApiTokenDto(entity: ApiTokenEntity): ApiTokenDto {
  return {
    id: entity.id,
    name: entity.name,
    prefix: entity.prefix,
    scopes: scopesOf(entity),
    createdAt: entity.createdAt.toISOString(),
    expiresAt: entity.expiresAt?.toISOString() ?? null,
    lastUsedAt: entity.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: entity.lastUsedIp,
  };
}

export function toCachedApiToken(entity: ApiTokenEntity): CachedApiToken {
  return {
    id: entity.id,
    userId: entity.userId,
    name: entity.name,
    scopes: scopesOf(entity),
    expiresAt: entity.expiresAt?.getTime() ?? null,
    lastUsedAt: entity.lastUsedAt?.getTime() ?? null,
    knownIps: knownIpsOf(entity),
  };
}
