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
            startTls: env.LDAP_STARTTLS,
            tlsCaFile: env.LDAP_TLS_CA_FILE,
            rejectUnauthorized: env.LDAP_TLS_REJECT_UNAUTHORIZED,
            timeoutMs: env.LDAP_TIMEOUT_MS,
          }
        : undefined,
  };
}
