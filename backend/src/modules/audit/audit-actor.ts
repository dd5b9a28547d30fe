import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { AuditActorType, AuditAuthMethod } from './audit-actions';
import { ClientRequestLike, RequestContext, requestContext } from './request-context';

export interface AuditActor {
  type: AuditActorType;
  /** The account's id; null for "system" and for a failed sign-in of an unknown name. */
  id: string | null;
  /** The username at the time of the action (a later rename does not rewrite history). */
  username: string | null;
  auth: AuditAuthMethod;
  /** The actor's organisation: the entry's organisation unless the event names another. */
  organizationId?: string | null;
}

export const SYSTEM_ACTOR: AuditActor = {
  type: 'system',
  id: null,
  username: 'system',
  auth: 'system',
};

/** A signed-in (or signing-in) account as the actor. */
export function userActor(
  user: { id: string | null; username: string; organizationId?: string | null },
  auth: AuditAuthMethod,
): AuditActor {
  return { type: 'user', id: user.id, username: user.username, auth, ...orgOf(user) };
}

function orgOf(user: { organizationId?: string | null }): { organizationId?: string | null } {
  return user.organizationId === undefined ? {} : { organizationId: user.organizationId };
}

/**
 * Who did it, handed by the controller (`@AuditedBy()`) to the service that appends the entry:
 * spread into the event (`{ ...by, action }`). Passed explicitly because finding the request
 * from deep inside a service (AsyncLocalStorage) cost every request in the process (docs/audit.md).
 */
export interface AuditBy {
  actor: AuditActor;
  context: RequestContext;
}

/**
 * `@AuditedBy() by: AuditBy` — the signed-in user of the request (session or API token) as the
 * actor, with the request's IP, user agent and auth method. The route's guard has already
 * refused anonymous callers; one that got through anyway is recorded as the system, as before.
 */
export const AuditedBy = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuditBy => {
  const request = ctx.switchToHttp().getRequest<ClientRequestLike>();
  const context = requestContext(request);
  const actor = request.user
    ? userActor(request.user, context.authMethod ?? 'session')
    : SYSTEM_ACTOR;
  return { actor, context };
});
