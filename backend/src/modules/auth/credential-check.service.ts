import { Injectable } from '@nestjs/common';
import { ExternalAccountsService } from '../identity/external-accounts.service';
import { LdapDirectory } from '../identity/ldap/ldap-directory';
import { RequestContext } from '../audit/request-context';
import { UserEntity } from '../users/entities/user.entity';
import { PasswordService } from '../users/password.service';
import { UsersService } from '../users/users.service';
import { SignInMethod } from './sign-in-events';
import { SignInPolicy } from './sign-in-policy';

export interface CredentialCheck {
  /** The account the username names (for the log), whether or not the password was right. */
  user: UserEntity | null;
  valid: boolean;
  method: Extract<SignInMethod, 'password' | 'ldap'>;
}

/**
 * The password step of POST /api/auth/login. With LDAP configured the directory is asked first:
 * a username it knows signs in (or fails) there only, so a local password can never shadow a
 * directory account; a username it does not know falls back to local accounts when those are
 * allowed. Unknown names and wrong passwords cost the same and answer the same.
 */
@Injectable()
export class CredentialCheckService {
  constructor(
    private readonly directory: LdapDirectory,
    private readonly accounts: ExternalAccountsService,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly policy: SignInPolicy,
  ) {}

  async check(
    username: string,
    password: string,
    context: RequestContext,
  ): Promise<CredentialCheck> {
    if (this.directory.enabled) {
      const answer = await this.directory.authenticate(username, password);
      if (answer.kind === 'ok') {
        const user = await this.accounts.resolve(answer.profile, context);
        return { user, valid: true, method: 'ldap' };
      }
      if (answer.kind === 'invalid_password') {
        const user = await this.accounts.linkedUser('ldap', answer.issuer, answer.entry.id);
        return { user, valid: false, method: 'ldap' };
      }
      // Not in the directory: a 403 here would tell who has a directory account.
      if (!this.policy.localPasswordAllowed(username)) {
        await this.passwords.burnTime(password);
        return { user: null, valid: false, method: 'ldap' };
      }
    } else {
      this.policy.assertLocalPasswordAllowed(username);
    }
    return this.checkLocal(username, password);
  }

  private async checkLocal(username: string, password: string): Promise<CredentialCheck> {
    const user = await this.users.findByUsername(username);
    const valid = user
      ? await this.passwords.verify(user.passwordHash, password)
      : await this.passwords.burnTime(password).then(() => false);
    return { user, valid, method: 'password' };
  }
}
