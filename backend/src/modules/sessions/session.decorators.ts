import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { RequestSession } from './request-session';

/** The id of the caller's session, e.g. to keep it when signing out every other one. */
export const SessionId = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): string | undefined =>
    ctx.switchToHttp().getRequest<{ session?: RequestSession }>().session?.id ?? undefined,
);

/**
 * The caller's session (modules/sessions/request-session.ts), or undefined on a request that has
 * none (no cookie, or a sessionless route).
 */
export const Session = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): RequestSession | undefined =>
    ctx.switchToHttp().getRequest<{ session?: RequestSession }>().session,
);
