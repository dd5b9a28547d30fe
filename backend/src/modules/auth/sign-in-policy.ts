import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.service';
import { AuthErrors } from './auth.errors';
import { SignInProvidersDto } from './dto/sign-in-providers.dto';

/**
 * Which sign-in methods are on. LOCAL_LOGIN_ENABLED=false refuses local passwords and
 * registration, but never for the ADMIN_USERNAME account: an operator whose identity provider or
 * directory is down (or misconfigured) can always sign in to fix it.
 */
@Injectable()
export class SignInPolicy {
  constructor(private readonly config: AppConfig) {}

  providers(): SignInProvidersDto {
    const { localLogin, oidc, ldap } = this.config.identity;
    return {
      local: localLogin,
      oidc: oidc ? { label: oidc.buttonLabel } : null,
      ldap: ldap !== undefined,
      passwordReset: this.resetByEmail ? 'email' : 'administrator',
    };
  }

  /** Reset links go by e-mail only where mail can be sent and local passwords are in use. */
  get resetByEmail(): boolean {
    return this.config.identity.localLogin && this.config.smtp !== undefined;
  }

  assertRegistrationAllowed(): void {
    if (!this.config.identity.localLogin) throw AuthErrors.localSignInDisabled();
  }

  localPasswordAllowed(username: string): boolean {
    if (this.config.identity.localLogin) return true;
    const bootstrap = this.config.admin?.username;
    return bootstrap !== undefined && bootstrap.toLowerCase() === username.toLowerCase();
  }

  assertLocalPasswordAllowed(username: string): void {
    if (!this.localPasswordAllowed(username)) throw AuthErrors.localSignInDisabled();
  }
}
