import { parseEnv } from './app-config';

describe('parseEnv', () => {
  it('applies the embedded defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      LLM_PROVIDER: 'builtin',
      THROTTLE_ENABLED: true,
      TRUST_PROXY: false,
      SALES_EMAIL: 'sales@ironkeep.example',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('refuses production without SESSION_SECRET', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET is required in production/,
    );
  });

  it('refuses a short or placeholder secret in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'change-me' })).toThrow(
      /at least 32/,
    );
    expect(() =>
      parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }),
    ).not.toThrow();
  });

  it('lists every invalid setting at once', () => {
    expect(() => parseEnv({ PORT: 'abc', LLM_PROVIDER: 'gpt', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*LLM_PROVIDER/,
    );
  });

  it('validates the gateway settings and the allowed networks at start-up', () => {
    expect(parseEnv({})).toMatchObject({
      GATEWAY_CONNECT_TIMEOUT_MS: 3000,
      GATEWAY_FIRST_TOKEN_TIMEOUT_MS: 120000,
      GATEWAY_IDLE_TIMEOUT_MS: 30000,
      GATEWAY_MAX_ATTEMPTS: 3,
      GATEWAY_COOLDOWN_MS: 10000,
    });
    expect(() => parseEnv({ GATEWAY_MAX_ATTEMPTS: '0', GATEWAY_IDLE_TIMEOUT_MS: 'soon' })).toThrow(
      /GATEWAY_IDLE_TIMEOUT_MS[\s\S]*GATEWAY_MAX_ATTEMPTS|GATEWAY_MAX_ATTEMPTS[\s\S]*GATEWAY_IDLE_TIMEOUT_MS/,
    );
    expect(() => parseEnv({ SERVER_ALLOWED_NETWORKS: '10.0.0.0/8,not-a-net' })).toThrow(
      /SERVER_ALLOWED_NETWORKS must be comma-separated networks/,
    );
    expect(() => parseEnv({ SERVER_ALLOWED_NETWORKS: '10.0.0.0/33' })).toThrow(/SERVER_ALLOWED/);
    expect(
      parseEnv({ SERVER_ALLOWED_NETWORKS: ' 10.0.0.0/8, fd00::/8 ,192.168.1.20' })
        .SERVER_ALLOWED_NETWORKS,
    ).toBe('10.0.0.0/8, fd00::/8 ,192.168.1.20');
  });

  it('needs the admin username and password together', () => {
    expect(() => parseEnv({ ADMIN_USERNAME: 'root' })).toThrow(/must be set together/);
  });

  it('parses boolean switches', () => {
    expect(parseEnv({ THROTTLE_ENABLED: 'false', TRUST_PROXY: '1' })).toMatchObject({
      THROTTLE_ENABLED: false,
      TRUST_PROXY: true,
    });
  });
});

describe('identity settings', () => {
  it('defaults: local sign-in on, no OIDC or LDAP, the spec defaults for OIDC fields', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      LOCAL_LOGIN_ENABLED: true,
      OIDC_SCOPES: 'openid profile email',
      OIDC_BUTTON_LABEL: 'Single sign-on',
      OIDC_ROLE_CLAIM: 'groups',
      OIDC_ADMIN_VALUES: [],
      LDAP_USER_FILTER: '(uid={{username}})',
    });
    expect(env.OIDC_ISSUER_URL).toBeUndefined();
  });

  it('reads an empty value (compose passes unset variables as "") as the default', () => {
    expect(
      parseEnv({
        OIDC_SCOPES: '',
        OIDC_BUTTON_LABEL: ' ',
        OIDC_ROLE_CLAIM: '',
        LDAP_USER_FILTER: '',
      }),
    ).toMatchObject({
      OIDC_SCOPES: 'openid profile email',
      OIDC_BUTTON_LABEL: 'Single sign-on',
      OIDC_ROLE_CLAIM: 'groups',
      LDAP_USER_FILTER: '(uid={{username}})',
    });
  });

  it('reads comma lists of claim values', () => {
    expect(parseEnv({ OIDC_ADMIN_VALUES: 'admins, ops ,,root' }).OIDC_ADMIN_VALUES).toEqual([
      'admins',
      'ops',
      'root',
    ]);
  });

  it('refuses incomplete or contradictory identity settings, all at once', () => {
    expect(() =>
      parseEnv({
        OIDC_ISSUER_URL: 'https://id.example.com',
        OIDC_SCOPES: 'profile',
        LDAP_URL: 'ldap://dir.example.com',
        LDAP_USER_FILTER: '(uid=alice)',
        LDAP_BIND_DN: 'cn=admin',
      }),
    ).toThrow(
      /OIDC_CLIENT_ID is required[\s\S]*must include openid[\s\S]*LDAP_USER_BASE is required[\s\S]*must contain \{\{username\}\}[\s\S]*must be set together/,
    );
    expect(() => parseEnv({ LDAP_URL: 'http://dir.example.com' })).toThrow(
      /LDAP_URL must look like/,
    );
    expect(() =>
      parseEnv({
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(40),
        OIDC_ISSUER_URL: 'https://id.example.com',
        OIDC_CLIENT_ID: 'ironkeep',
      }),
    ).toThrow(/PUBLIC_APP_URL is required with OIDC in production/);
  });
});
