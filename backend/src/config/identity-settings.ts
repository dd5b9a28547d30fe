import { Env } from './app-config';

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  /** Absent for a public client (PKCE alone). */
  clientSecret?: string;
  scopes: string;
  buttonLabel: string;
  roleClaim: string;
  adminValues: string[];
  managerValues: string[];
  /** The claim whose values teams' identity-provider groups are matched against. */
  groupsClaim: string;
  /** `{PUBLIC_APP_URL}/api/auth/oidc/callback`, registered at the provider. */
  redirectUri: string;
}

export interface LdapSettings {
  url: string;
  bindDn?: string;
  bindPassword?: string;
  userBase: string;
  userFilter: string;
  adminGroup?: string;
  managerGroup?: string;
  /** Where the groups that list a user in `member` are searched (teams follow them). */
  groupBase: string;
  startTls: boolean;
  tlsCaFile?: string;
  rejectUnauthorized: boolean;
  timeoutMs: number;
}

export interface IdentitySettings {
  /** false: local passwords and registration are refused, except the ADMIN_USERNAME account. */
  localLogin: boolean;
  oidc?: OidcSettings;
  ldap?: LdapSettings;
}

export function identitySettings(env: Env, appUrl: string): IdentitySettings {
  return {
    localLogin: env.LOCAL_LOGIN_ENABLED,
    oidc:
      env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID
        ? {
            issuerUrl: env.OIDC_ISSUER_URL,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            scopes: env.OIDC_SCOPES.trim(),
            buttonLabel: env.OIDC_BUTTON_LABEL,
            roleClaim: env.OIDC_ROLE_CLAIM,
            adminValues: env.OIDC_ADMIN_VALUES,
            managerValues: env.OIDC_MANAGER_VALUES,
            groupsClaim: env.OIDC_GROUPS_CLAIM,
            redirectUri: `${appUrl}/api/auth/oidc/callback`,
          }
        : undefined,
    ldap:
      env.LDAP_URL && env.LDAP_USER_BASE
        ? {
            url: env.LDAP_URL,
            bindDn: env.LDAP_BIND_DN,
            bindPassword: env.LDAP_BIND_PASSWORD,
            userBase: env.LDAP_USER_BASE,
            userFilter: env.LDAP_USER_FILTER,
            adminGroup: env.LDAP_ADMIN_GROUP,
            managerGroup: env.LDAP_MANAGER_GROUP,
            groupBase: env.LDAP_GROUP_BASE ?? directorySuffix(env.LDAP_USER_BASE),
            startTls: env.LDAP_STARTTLS,
            tlsCaFile: env.LDAP_TLS_CA_FILE,
            rejectUnauthorized: env.LDAP_TLS_REJECT_UNAUTHORIZED,
            timeoutMs: env.LDAP_TIMEOUT_MS,
          }
        : undefined,
  };
}

/** `dc=example,dc=org` of `ou=people,dc=example,dc=org`: the whole directory by default. */
function directorySuffix(userBase: string): string {
  const parts = userBase.split(',').map((p) => p.trim());
  const first = parts.findIndex((p) => /^dc=/i.test(p));
  return first >= 0 ? parts.slice(first).join(',') : userBase;
}
