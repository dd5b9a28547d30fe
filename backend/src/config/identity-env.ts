import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

/** Text whose empty value means the default (compose hands over unset variables as ''). */
const textOr = (fallback: string, max = 500) =>
  optionalString.pipe(z.string().max(max).optional()).transform((v) => v ?? fallback);

/** A comma list: `a, b,,c` → ['a', 'b', 'c']. */
const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Single sign-on, directory sign-in and local sign-in (docs/identity.md). */
export const identityEnv = {
  LOCAL_LOGIN_ENABLED: bool(true),
  OIDC_ISSUER_URL: optionalString.pipe(z.string().url().optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_SCOPES: textOr('openid profile email'),
  OIDC_BUTTON_LABEL: textOr('Single sign-on', 60),
  OIDC_ROLE_CLAIM: textOr('groups', 100),
  OIDC_ADMIN_VALUES: commaList,
  OIDC_MANAGER_VALUES: commaList,
  /** Teams that name an identity-provider group match it against this claim's values. */
  OIDC_GROUPS_CLAIM: textOr('groups', 100),
  LDAP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^ldaps?:\/\/[^/]+\/?$/, 'LDAP_URL must look like ldap://host:389 or ldaps://host:636')
      .optional(),
  ),
  LDAP_BIND_DN: optionalString,
  LDAP_BIND_PASSWORD: optionalString,
  LDAP_USER_BASE: optionalString,
  LDAP_USER_FILTER: textOr('(uid={{username}})'),
  LDAP_ADMIN_GROUP: optionalString,
  LDAP_MANAGER_GROUP: optionalString,
  /** Where groups listing a user are searched for teams; default: the directory's dc= suffix. */
  LDAP_GROUP_BASE: optionalString,
  /** Upgrade ldap:// with StartTLS before any credential is sent. */
  LDAP_STARTTLS: bool(false),
  /** PEM file of the CA that signed the directory's certificate (ldaps:// or StartTLS). */
  LDAP_TLS_CA_FILE: optionalString,
  LDAP_TLS_REJECT_UNAUTHORIZED: bool(true),
  LDAP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
};

type IdentityEnv = z.infer<z.ZodObject<typeof identityEnv>>;

/** The rules between identity settings that one field's schema cannot express. */
export function identityProblems(env: IdentityEnv & { NODE_ENV: string }): string[] {
  const problems: string[] = [];
  if (env.OIDC_ISSUER_URL && !env.OIDC_CLIENT_ID) {
    problems.push('OIDC_CLIENT_ID is required with OIDC_ISSUER_URL');
  }
  if (env.OIDC_ISSUER_URL && !isHttpsOrLoopback(env.OIDC_ISSUER_URL)) {
    problems.push('OIDC_ISSUER_URL must be https:// (plain http only to localhost)');
  }
  if (env.OIDC_ISSUER_URL && !env.OIDC_SCOPES.split(/\s+/).includes('openid')) {
    problems.push('OIDC_SCOPES must include openid');
  }
  if (env.LDAP_URL && !env.LDAP_USER_BASE) {
    problems.push('LDAP_USER_BASE is required with LDAP_URL');
  }
  if (env.LDAP_URL && !env.LDAP_USER_FILTER.includes('{{username}}')) {
    problems.push('LDAP_USER_FILTER must contain {{username}}');
  }
  if ((env.LDAP_BIND_DN === undefined) !== (env.LDAP_BIND_PASSWORD === undefined)) {
    problems.push('LDAP_BIND_DN and LDAP_BIND_PASSWORD must be set together');
  }
  if (env.LDAP_STARTTLS && env.LDAP_URL?.startsWith('ldaps:')) {
    problems.push('LDAP_STARTTLS applies to ldap:// URLs; ldaps:// is TLS already');
  }
  return problems;
}

/** Codes and tokens travel to the provider: in the clear only on this machine. */
function isHttpsOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}
