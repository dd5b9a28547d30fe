import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { Request } from 'express';

/** The id of the caller's session, e.g. to keep it when signing out every other one. */
export const SessionId = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): string =>
    ctx.switchToHttp().getRequest<Request>().sessionID,
);
