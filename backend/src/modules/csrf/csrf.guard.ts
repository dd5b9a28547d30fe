import { CanActivate, ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RouteMetadata } from '../../common/metadata/route-metadata';
import { TOKEN_SCOPE_KEY } from '../access/access.decorators';
import { TokenGrant } from '../access/token-grant';
import { RequestSession } from '../sessions/request-session';
import { CsrfService } from './csrf.service';
import { CsrfErrors } from './csrf.errors';

const SKIP_CSRF_KEY = 'ironkeep:skip-csrf';
/** For machine-to-machine endpoints authenticated another way (e.g. signed webhooks). */
export const SkipCsrf = () => SetMetadata(SKIP_CSRF_KEY, true);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * One global guard: every unsafe method needs the session's X-CSRF-Token, unless an API token
 * authenticated the request: a Bearer header is never sent by a browser on its own, so a forged
 * cross-site request cannot carry one (the token's scope is the AccessGuard's business).
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  private readonly skipCsrf: RouteMetadata<boolean>;
  private readonly tokenScope: RouteMetadata<string>;

  constructor(
    private readonly csrf: CsrfService,
    reflector: Reflector,
  ) {
    this.skipCsrf = new RouteMetadata(reflector, SKIP_CSRF_KEY);
    this.tokenScope = new RouteMetadata(reflector, TOKEN_SCOPE_KEY);
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<CsrfCheckedRequest>();
    if (SAFE_METHODS.has(req.method) || req.apiToken) return true;
    // A route only an API token may call (the AccessGuard answers 401 without one) has no
    // session to forge: a caller who forgot the key learns that, not that a CSRF token is wrong.
    if (this.tokenScope.of(context)) return true;
    if (this.skipCsrf.of(context) || this.csrf.isValid(req.session, req.headers['x-csrf-token']))
      return true;
    throw CsrfErrors.invalidToken();
  }
}

interface CsrfCheckedRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  session?: RequestSession;
  apiToken?: TokenGrant;
}
