import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { SessionUser } from './session-user';
import { UsersErrors } from './users.errors';

/**
 * The signed-in user of an `@Authenticated()` / `@RequirePermission()` route: the columns of
 * users/session-user.ts, never the password hash or 2FA secrets (read those through
 * UsersService). The AccessGuard has already refused anonymous callers; the check here only
 * guards against a route that forgot it.
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): SessionUser => {
    const user = ctx.switchToHttp().getRequest<{ user?: SessionUser }>().user;
    if (!user) throw UsersErrors.notSignedIn();
    return user;
  },
);

/** The signed-in user on a `@Public()` route that behaves differently for one (sign-out). */
export const OptionalUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): SessionUser | undefined =>
    ctx.switchToHttp().getRequest<{ user?: SessionUser }>().user,
);
