import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { Request } from 'express';

/** Who made a request, as far as the security log cares. */
export interface RequestContext {
  ip: string | null;
  userAgent: string | null;
}

export function requestContext(req: Request): RequestContext {
  return { ip: clientIp(req.ip), userAgent: req.get('user-agent')?.slice(0, 300) ?? null };
}

/** IPv4 clients on a dual-stack socket arrive as ::ffff:a.b.c.d; show them as a.b.c.d. */
export function clientIp(ip: string | undefined): string | null {
  if (!ip) return null;
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

/** `@ClientContext() context: RequestContext` — the caller's IP and user agent for the log. */
export const ClientContext = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): RequestContext =>
    requestContext(ctx.switchToHttp().getRequest<Request>()),
);
