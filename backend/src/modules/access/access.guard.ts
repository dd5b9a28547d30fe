import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RouteMetadata } from '../../common/metadata/route-metadata';
import { SessionUser } from '../users/session-user';
import {
  ACCESS_KEY,
  AccessRule,
  PASSWORD_CHANGE_EXEMPT_KEY,
  SESSION_ONLY_KEY,
  TOKEN_SCOPE_KEY,
} from './access.decorators';
import { PermissionsService } from './permissions.service';
import { AccessErrors } from './access.errors';
import { scopeFor, TokenGrant, TokenScope } from './token-grant';

interface AccessCheckedRequest {
  method: string;
  user?: SessionUser;
  /** Set when an API token, not a session, authenticated the request. */
  apiToken?: TokenGrant;
}

@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);
  private readonly accessRule: RouteMetadata<AccessRule>;
  private readonly sessionOnly: RouteMetadata<boolean>;
  private readonly tokenScope: RouteMetadata<TokenScope>;
  private readonly passwordChangeExempt: RouteMetadata<boolean>;

  constructor(
    reflector: Reflector,
    private readonly permissions: PermissionsService,
  ) {
    this.accessRule = new RouteMetadata(reflector, ACCESS_KEY);
    this.sessionOnly = new RouteMetadata(reflector, SESSION_ONLY_KEY);
    this.tokenScope = new RouteMetadata(reflector, TOKEN_SCOPE_KEY);
    this.passwordChangeExempt = new RouteMetadata(reflector, PASSWORD_CHANGE_EXEMPT_KEY);
  }

  /**
   * A boolean for public and signed-in routes, a promise only for a permission lookup: Nest
   * awaits whatever is not a boolean, and each await is a promise and its microtasks on every
   * request (docs/benchmarks.md).
   */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const rule = this.accessRule.of(context);
    if (!rule) {
      this.logger.error(
        `Route ${context.getClass().name}.${context.getHandler().name} declares no access rule`,
      );
      throw AccessErrors.undeclared();
    }
    const { user, apiToken, method } = context.switchToHttp().getRequest<AccessCheckedRequest>();
    const tokenScope = this.tokenScope.of(context);
    if (tokenScope && !apiToken) throw AccessErrors.tokenRequired(tokenScope);
    if (apiToken) this.checkToken(apiToken, tokenScope ?? scopeFor(method), context);
    if (rule.kind === 'public') return true;
    if (!user) throw AccessErrors.authenticationRequired();
    if (user.mustChangePassword && !this.passwordChangeExempt.of(context)) {
      throw AccessErrors.passwordChangeRequired();
    }
    if (rule.kind === 'authenticated') return true;
    return this.permissions.roleHas(user.role, rule.resource, rule.action).then((allowed) => {
      if (allowed) return true;
      throw AccessErrors.permissionDenied();
    });
  }

  /** A token acts for its owner only within its scopes, and never on session-only routes. */
  private checkToken(grant: TokenGrant, needed: TokenScope, context: ExecutionContext): void {
    if (this.sessionOnly.of(context)) throw AccessErrors.sessionRequired();
    if (!grant.scopes.includes(needed)) throw AccessErrors.tokenScope(needed);
  }
}
