import { SetMetadata } from '@nestjs/common';
import { TokenScope } from './token-grant';

export const ACCESS_KEY = 'ironkeep:access';
export const SESSION_ONLY_KEY = 'ironkeep:session-only';
export const TOKEN_SCOPE_KEY = 'ironkeep:token-scope';
export const PASSWORD_CHANGE_EXEMPT_KEY = 'ironkeep:password-change-exempt';

/**
 * Every route declares who may call it; the global AccessGuard refuses a route that
 * declares nothing, so a forgotten decorator fails closed (and a test walks every route).
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'permission'; resource: string; action: string };

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_KEY, { kind: 'public' } satisfies AccessRule);

/** Any signed-in, active user. */
export const Authenticated = () =>
  SetMetadata(ACCESS_KEY, { kind: 'authenticated' } satisfies AccessRule);

/** A signed-in user whose role grants `resource:action` (see PermissionsService). */
export const RequirePermission = (resource: string, action: string) =>
  SetMetadata(ACCESS_KEY, { kind: 'permission', resource, action } satisfies AccessRule);

/**
 * Refuses API tokens (403 SESSION_REQUIRED) on top of the route's rule: for what only a person
 * in a browser session may do, such as creating tokens (a leaked token must not mint more).
 */
export const SessionOnly = () => SetMetadata(SESSION_ONLY_KEY, true);

/**
 * Only an API token with this scope, on top of the route's rule: a session is answered 401 (a
 * program's endpoint, no cookie and no CSRF), a token without the scope 403, whatever the method.
 */
export const RequireTokenScope = (scope: TokenScope) => SetMetadata(TOKEN_SCOPE_KEY, scope);

/**
 * Still served while the user must replace a temporary password an administrator set (every
 * other signed-in route answers 403 PASSWORD_CHANGE_REQUIRED): who am I, and the change itself.
 * Public routes are served anyway; sign-out is one of them.
 */
export const AllowedBeforePasswordChange = () => SetMetadata(PASSWORD_CHANGE_EXEMPT_KEY, true);
