import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ExternalIdentityEntity } from './entities/external-identity.entity';
import { ExternalAccountsService } from './external-accounts.service';
import { LdapDirectory } from './ldap/ldap-directory';
import { OidcClient } from './oidc/oidc-client';

/**
 * Enterprise identity below the sign-in routes: the OpenID Connect client, the LDAP directory and
 * the links between their accounts and users (docs/identity.md). modules/auth signs people in
 * with them.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([ExternalIdentityEntity])],
  providers: [ExternalAccountsService, OidcClient, LdapDirectory],
  exports: [ExternalAccountsService, OidcClient, LdapDirectory],
})
export class IdentityModule {}
