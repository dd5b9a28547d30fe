/**
 * What an API token lets its bearer do (modules/api-tokens issues them, the session hook reads
 * them). Kept here, beside the access rules, because the AccessGuard enforces the scopes and
 * every layer above may read it.
 */
export const TOKEN_SCOPES = ['read', 'write', 'inference'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export interface TokenGrant {
  tokenId: string;
  scopes: readonly TokenScope[];
  /** The models the token may call through the gateway; null or absent: every model its user may. */
  models?: readonly string[] | null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `read` covers safe methods, `write` unsafe ones; neither implies the other. `inference` is
 * asked for by the routes that declare it (@RequireTokenScope: the OpenAI-compatible gateway)
 * and covers nothing else.
 */
export function scopeFor(method: string): TokenScope {
  return SAFE_METHODS.has(method.toUpperCase()) ? 'read' : 'write';
}
