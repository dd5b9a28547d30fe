import { z } from 'zod';
import { identityEnv, identityProblems } from './identity-env';
import { parseLicenseSigningKey } from './license-signing-key';
import { parseNetworkList } from './network-list';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** Every setting the backend reads, validated once at start-up (see .env.example). */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL')
      .optional(),
  ),
  REDIS_PREFIX: z.string().default('ironkeep:'),
  SESSION_SECRET: optionalString,
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  LLM_PROVIDER: z.enum(['builtin', 'ollama', 'openai']).default('builtin'),
  LLM_BASE_URL: optionalString,
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  AI_STREAM_HEARTBEAT_MS: z.coerce.number().int().min(10).default(15_000),
  MEMORY_ENCRYPTION_KEY: optionalString,
  /** Earlier MEMORY_ENCRYPTION_KEY values, comma separated: only decrypt (key rotation). */
  MEMORY_ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter((k) => k !== ''),
    ),
  LICENSE_SIGNING_KEY: optionalString,
  /** Another file the public key is written to (docker compose: a volume the local service reads). */
  LICENSE_PUBLIC_KEY_EXPORT_FILE: optionalString,
  METRICS_TOKEN: optionalString,
  SALES_EMAIL: z.string().email().default('sales@ironkeep.example'),
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: bool(false),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  SMTP_FROM: z.string().default('IronKeep Website <no-reply@ironkeep.example>'),
  TRUST_PROXY: bool(false),
  THROTTLE_ENABLED: bool(true),
  THROTTLE_GLOBAL_LIMIT: z.coerce.number().int().min(1).max(100_000_000).default(600),
  WEB_DIST_DIR: optionalString,
  LOCAL_SERVICE_URL: z.string().url().default('http://localhost:8080'),
  PUBLIC_APP_URL: optionalString.pipe(z.string().url().optional()),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalString.pipe(z.string().url().optional()),
  STRIPE_PRICE_IDS: optionalString.pipe(
    z
      .string()
      .regex(
        /^[a-z0-9_-]+=[A-Za-z0-9_]+(,[a-z0-9_-]+=[A-Za-z0-9_]+)*$/,
        'STRIPE_PRICE_IDS must look like starter=price_123,professional=price_456',
      )
      .optional(),
  ),
  SERVER_HEALTH_INTERVAL_MS: z.coerce.number().int().min(200).default(30_000),
  SERVER_HEALTH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Networks (CIDR, comma separated) AI server URLs must resolve into; unset: any but metadata. */
  SERVER_ALLOWED_NETWORKS: optionalString.pipe(
    z
      .string()
      .refine((v) => parseNetworkList(v) !== null, {
        message:
          'SERVER_ALLOWED_NETWORKS must be comma-separated networks such as 10.0.0.0/8,fd00::/8',
      })
      .optional(),
  ),
  /** The inference gateway (docs/gateway.md): upstream timeouts, attempts and cooldown. */
  GATEWAY_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  GATEWAY_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(500).max(3_600_000).default(120_000),
  GATEWAY_IDLE_TIMEOUT_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),
  GATEWAY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  GATEWAY_COOLDOWN_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /** Uploaded documents (docs/knowledge.md): each document's processing limits and the queue. */
  KNOWLEDGE_PROCESSING_TIMEOUT_MS: z.coerce.number().int().min(500).max(3_600_000).default(120_000),
  KNOWLEDGE_WORKER_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(512),
  KNOWLEDGE_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  KNOWLEDGE_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
  LOG_LEVEL: z.enum(['error', 'warn', 'log', 'debug', 'verbose']).default('log'),
  /** Audit entries older than this many days are purged (default seven years; docs/audit.md). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(2557),
  /** RFC 5424 syslog collector for the audit trail: tcp://host:port or tls://host:port. */
  AUDIT_SYSLOG_URL: optionalString.pipe(
    z
      .string()
      .regex(
        /^(tcp|tls):\/\/[^/:\s]+:\d{1,5}\/?$/,
        'AUDIT_SYSLOG_URL must look like tcp://host:514 or tls://host:6514',
      )
      .optional(),
  ),
  /** PEM file of the CA that signed the collector's certificate (tls://); else the system CAs. */
  AUDIT_SYSLOG_CA_FILE: optionalString,
  /** How long requests and streams in flight may finish after SIGTERM (common/lifecycle). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(25_000),
  SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  ...identityEnv,
});

export type Env = z.infer<typeof envSchema>;

const PLACEHOLDER_SECRETS = ['change-me', 'changeme', 'secret', 'replace-me'];

/** Parses the environment; throws one readable error listing every bad setting. */
export function parseEnv(raw: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production') {
    const secret = env.SESSION_SECRET;
    if (!secret)
      throw new Error('Invalid configuration:\n  SESSION_SECRET is required in production');
    if (secret.length < 32 || PLACEHOLDER_SECRETS.includes(secret.toLowerCase())) {
      throw new Error(
        'Invalid configuration:\n  SESSION_SECRET must be at least 32 random characters in production',
      );
    }
  }
  if ((env.ADMIN_USERNAME === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new Error(
      'Invalid configuration:\n  ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    );
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (subscriptions follow its webhooks)',
    );
  }
  if (env.STRIPE_SECRET_KEY && env.NODE_ENV === 'production' && !env.PUBLIC_APP_URL) {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_APP_URL is required with Stripe in production (Checkout returns customers there)',
    );
  }
  if (env.OIDC_ISSUER_URL && env.NODE_ENV === 'production' && !env.PUBLIC_APP_URL) {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_APP_URL is required with OIDC in production (the provider returns to {PUBLIC_APP_URL}/api/auth/oidc/callback)',
    );
  }
  const identity = identityProblems(env);
  if (identity.length > 0) {
    throw new Error(`Invalid configuration:\n${identity.map((p) => `  ${p}`).join('\n')}`);
  }
  if (env.LICENSE_SIGNING_KEY) parseLicenseSigningKey(env.LICENSE_SIGNING_KEY);
  return env;
}
