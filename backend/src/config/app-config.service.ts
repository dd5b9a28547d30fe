import { Injectable } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Env } from './app-config';
import { readOrCreateSecret } from './generated-secret';
import { IdentitySettings, identitySettings } from './identity-settings';
import { Network, parseNetworkList } from './network-list';

export interface SmtpSettings {
  host: string;
  port: number;
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  secure: boolean;
  auth?: { user: string; pass: string };
  from: string;
}

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  apiBase?: string;
  /** Stripe Price id per plan id (STRIPE_PRICE_IDS). */
  priceIds: Record<string, string>;
}

export const SESSION_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

/** Typed, validated settings grouped by area; the only place that knows the env var names. */
@Injectable()
export class AppConfig {
  readonly isProduction: boolean;
  readonly http: { port: number; trustProxy: boolean; webDistDir: string; localServiceUrl: string };
  readonly dataDir: string;
  readonly database: { url?: string; sqlitePath: string };
  readonly redis: { url?: string; prefix: string };
  readonly session: { secret: string; secureCookie: boolean };
  readonly admin?: { username: string; password: string };
  /** The global limit is API requests per minute per client IP (THROTTLE_GLOBAL_LIMIT). */
  readonly throttle: { enabled: boolean; globalLimit: number };
  readonly metrics: { token?: string };
  readonly llm: {
    provider: Env['LLM_PROVIDER'];
    baseUrl?: string;
    model?: string;
    apiKey?: string;
    heartbeatMs: number;
  };
  readonly salesEmail: string;
  /** Outgoing mail for sales notifications; absent when SMTP_HOST is not set. */
  readonly smtp?: SmtpSettings;
  /**
   * Root key material for data at rest: stored conversation memory and (derived separately)
   * TOTP secrets. `previousKeys` only decrypt what earlier keys encrypted (rotation).
   */
  readonly encryption: { key: string; previousKeys: string[] };
  /** Key material for TOTP secrets at rest (derived from MEMORY_ENCRYPTION_KEY). */
  readonly twoFactor: { encryptionKey: string; previousKeys: string[] };
  readonly logLevel: Env['LOG_LEVEL'];
  /** SIGTERM/SIGINT: exit within timeoutMs, serving for drainDelayMs after readiness turns 503. */
  readonly shutdown: { timeoutMs: number; drainDelayMs: number };
  /** Billing: Stripe when STRIPE_SECRET_KEY is set, else the built-in provider. */
  readonly billing: { appUrl: string; billingPageUrl: string; stripe?: StripeSettings };
  /** The AI server health checker. */
  readonly servers: {
    healthIntervalMs: number;
    healthTimeoutMs: number;
    /** SERVER_ALLOWED_NETWORKS: null when any address but the blocked ones may be used. */
    allowedNetworks: Network[] | null;
  };
  /** The inference gateway's upstream calls (docs/gateway.md). */
  readonly gateway: {
    connectTimeoutMs: number;
    firstTokenTimeoutMs: number;
    idleTimeoutMs: number;
    maxAttempts: number;
    cooldownMs: number;
  };
  /** The audit trail: retention, and the syslog collector it is forwarded to (if any). */
  readonly audit: {
    retentionDays: number;
    syslog?: { protocol: 'tcp' | 'tls'; host: string; port: number; caFile?: string };
  };
  /** Local, single sign-on (OIDC) and directory (LDAP) sign-in (docs/identity.md). */
  readonly identity: IdentitySettings;
  /**
   * Processing of uploaded documents: the limits of each document's worker thread, how long a
   * replica's claim on a document lasts without renewal, and how often the queue is polled.
   */
  readonly knowledge: {
    timeoutMs: number;
    workerMemoryMb: number;
    leaseMs: number;
    pollMs: number;
  };

  constructor(readonly env: Env) {
    this.isProduction = env.NODE_ENV === 'production';
    this.dataDir = resolve(env.DATA_DIR);
    mkdirSync(this.dataDir, { recursive: true });
    this.http = {
      port: env.PORT,
      trustProxy: env.TRUST_PROXY,
      webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(__dirname, '../../../frontend/dist')),
      localServiceUrl: env.LOCAL_SERVICE_URL,
    };
    this.database = { url: env.DATABASE_URL, sqlitePath: resolve(this.dataDir, 'ironkeep.sqlite') };
    this.redis = { url: env.REDIS_URL, prefix: env.REDIS_PREFIX };
    this.session = {
      secret: env.SESSION_SECRET ?? readOrCreateSecret(this.dataDir, 'session-secret'),
      secureCookie: this.isProduction,
    };
    if (env.ADMIN_USERNAME && env.ADMIN_PASSWORD) {
      this.admin = { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD };
    }
    this.throttle = { enabled: env.THROTTLE_ENABLED, globalLimit: env.THROTTLE_GLOBAL_LIMIT };
    this.metrics = { token: env.METRICS_TOKEN };
    this.llm = {
      provider: env.LLM_PROVIDER,
      baseUrl: env.LLM_BASE_URL,
      model: env.LLM_MODEL,
      apiKey: env.LLM_API_KEY,
      heartbeatMs: env.AI_STREAM_HEARTBEAT_MS,
    };
    this.salesEmail = env.SALES_EMAIL;
    if (env.SMTP_HOST) {
      this.smtp = {
        host: env.SMTP_HOST,
        port: env.SMTP_PORT,
        secure: env.SMTP_SECURE,
        auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } : undefined,
        from: env.SMTP_FROM,
      };
    }
    this.encryption = {
      key:
        env.MEMORY_ENCRYPTION_KEY ?? readOrCreateSecret(this.dataDir, 'memory-encryption-key', 32),
      previousKeys: env.MEMORY_ENCRYPTION_PREVIOUS_KEYS,
    };
    this.twoFactor = {
      encryptionKey: this.encryption.key,
      previousKeys: this.encryption.previousKeys,
    };
    this.logLevel = env.LOG_LEVEL;
    this.shutdown = {
      timeoutMs: env.SHUTDOWN_TIMEOUT_MS,
      drainDelayMs: Math.min(env.SHUTDOWN_DRAIN_DELAY_MS, env.SHUTDOWN_TIMEOUT_MS / 2),
    };
    const appUrl = (env.PUBLIC_APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
    this.billing = {
      appUrl,
      billingPageUrl: env.PUBLIC_APP_URL ? `${appUrl}/billing` : '/billing',
      stripe: env.STRIPE_SECRET_KEY
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
            apiBase: env.STRIPE_API_BASE,
            priceIds: Object.fromEntries(
              (env.STRIPE_PRICE_IDS ?? '')
                .split(',')
                .filter(Boolean)
                .map((pair) => pair.split('=') as [string, string]),
            ),
          }
        : undefined,
    };
    this.servers = {
      healthIntervalMs: env.SERVER_HEALTH_INTERVAL_MS,
      healthTimeoutMs: env.SERVER_HEALTH_TIMEOUT_MS,
      allowedNetworks: env.SERVER_ALLOWED_NETWORKS
        ? parseNetworkList(env.SERVER_ALLOWED_NETWORKS)
        : null,
    };
    this.gateway = {
      connectTimeoutMs: env.GATEWAY_CONNECT_TIMEOUT_MS,
      firstTokenTimeoutMs: env.GATEWAY_FIRST_TOKEN_TIMEOUT_MS,
      idleTimeoutMs: env.GATEWAY_IDLE_TIMEOUT_MS,
      maxAttempts: env.GATEWAY_MAX_ATTEMPTS,
      cooldownMs: env.GATEWAY_COOLDOWN_MS,
    };
    this.audit = { retentionDays: env.AUDIT_RETENTION_DAYS, syslog: syslogTarget(env) };
    this.identity = identitySettings(env, appUrl);
    this.knowledge = {
      timeoutMs: env.KNOWLEDGE_PROCESSING_TIMEOUT_MS,
      workerMemoryMb: env.KNOWLEDGE_WORKER_MEMORY_MB,
      leaseMs: env.KNOWLEDGE_LEASE_MS,
      pollMs: env.KNOWLEDGE_POLL_MS,
    };
  }
}

function syslogTarget(env: Env): AppConfig['audit']['syslog'] {
  if (!env.AUDIT_SYSLOG_URL) return undefined;
  const url = new URL(env.AUDIT_SYSLOG_URL);
  return {
    protocol: url.protocol === 'tls:' ? 'tls' : 'tcp',
    host: url.hostname,
    port: Number(url.port),
    caFile: env.AUDIT_SYSLOG_CA_FILE,
  };
}
