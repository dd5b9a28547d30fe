import { SetMetadata } from '@nestjs/common';

export const ACCESS_KEY = 'ironkeep:access';
export const SESSION_ONLY_KEY = 'ironkeep:session-only';

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
