import { IncomingMessage } from 'node:http';
import { requestPath } from '../../common/http/request-protocol';
import { TokenGrant } from '../access/token-grant';
import { SessionUser } from '../users/session-user';

/** Who an `Authorization: Bearer` credential acts for, and what it may do. */
export interface BearerIdentity {
  user: SessionUser;
  grant: TokenGrant;
}

/**
 * Resolves a Bearer credential to its user (implemented by modules/api-tokens, handed to the
 * session hook by app.setup.ts, so this layer knows no token table). Throws a 401 AppError for a
 * credential that authenticates nobody and a 503 when its store cannot be read.
 */
export abstract class BearerAuthenticator {
  abstract authenticate(credential: string, ip: string | null): Promise<BearerIdentity>;
}

const BEARER = /^Bearer +(\S*) *$/i;

/**
 * The credential of an `Authorization: Bearer …` header: undefined when the request has no such
 * header (another scheme is not ours to judge), '' for a Bearer header without a usable value.
 */
export function readBearerCredential(header: string | undefined): string | undefined {
  if (!header || !/^bearer\b/i.test(header)) return undefined;
  return BEARER.exec(header)?.[1] ?? '';
}

/** Anthropic's clients send their key as `x-api-key` (docs/gateway.md, "Anthropic Messages API"). */
const API_KEY_HEADER_PATHS = /^\/api\/v1\/messages(\/|$)/;

/**
 * The credential of a request: its Bearer header, else — only on the Anthropic routes, whose
 * clients send no other — its `x-api-key` header; undefined when it has neither.
 */
export function readCredential(req: IncomingMessage): string | undefined {
  const bearer = readBearerCredential(req.headers.authorization);
  if (bearer !== undefined) return bearer;
  const key = req.headers['x-api-key'];
  if (typeof key !== 'string' || !API_KEY_HEADER_PATHS.test(requestPath(req))) return undefined;
  return key.trim();
}
