import { createParamDecorator, ExecutionContext, UnauthorizedException } from '@nestjs/common';
import { Request } from 'express';
import { UserEntity } from '../../modules/users/entities/user.entity';

/**
 * The signed-in user of an `@Authenticated()` / `@RequirePermission()` route. The AccessGuard has
 * already refused anonymous callers; the check here only guards against a route that forgot it.
 */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): UserEntity => {
    const user = ctx.switchToHttp().getRequest<Request>().user as UserEntity | undefined;
    if (!user) throw new UnauthorizedException('Not signed in');
    return user;
  },
);
