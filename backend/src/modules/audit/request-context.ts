import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { IncomingHttpHeaders } from 'node:http';
import { AuditAuthMethod } from './audit-actions';

/** Who made a request, as far as the audit trail cares. */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
  /** How the request proved who it is (session cookie, API token, or nothing yet). */
  authMethod?: AuditAuthMethod;
}

/** The parts of a request (Fastify's or Express's) that tell who made it. */
export interface ClientRequestLike {
  /** The client address, already resolved through trusted proxies by the HTTP framework. */
  ip?: string;
  headers: IncomingHttpHeaders;
  /** Set on the request by whatever authenticated it other than the session (an API token). */
  authMethod?: AuditAuthMethod;
  user?: { id: string; username: string; organizationId?: string | null };
}

export function requestContext(req: ClientRequestLike): RequestContext {
  const agent = req.headers['user-agent'];
  return {
    ip: clientIp(req.ip),
    userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null,
    authMethod: req.authMethod ?? (req.user ? 'session' : 'none'),
  };
}

/** IPv4 clients on a dual-stack socket arrive as ::ffff:a.b.c.d; show them as a.b.c.d. */
export function clientIp(ip: string | undefined): string | null {
  if (!ip) return null;
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

/** `@ClientContext() context: RequestContext` — the caller's IP, user agent and auth method. */
export const ClientContext = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): RequestContext =>
    requestContext(ctx.switchToHttp().getRequest<ClientRequestLike>()),
);
