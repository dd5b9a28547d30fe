import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { userActor } from '../../audit/audit-actor';
import { ExternalAccountsService } from '../../identity/external-accounts.service';
import { TeamsService } from './teams.service';

/**
 * Teams that name an identity-provider group follow it: at each OIDC or LDAP sign-in of a member
 * (identity module) their memberships are set from the groups the provider lists now.
 */
@Injectable()
export class DirectoryTeams implements OnModuleInit, OnModuleDestroy {
  private stop?: () => void;

  constructor(
    private readonly accounts: ExternalAccountsService,
    private readonly teams: TeamsService,
  ) {}

  onModuleInit(): void {
    this.stop = this.accounts.onSignInGroups((user, profile, context) =>
      this.teams.followDirectory(user, profile.groups, {
        actor: userActor(user, profile.provider === 'oidc' ? 'sso' : 'ldap'),
        context,
      }),
    );
  }

  onModuleDestroy(): void {
    this.stop?.();
  }
}
