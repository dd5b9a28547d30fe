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
