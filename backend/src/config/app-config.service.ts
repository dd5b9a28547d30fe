import { Injectable } from '@nestjs/common';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { Env } from './app-config';
import { readOrCreateSecret } from './generated-secret';

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
  readonly throttle: { enabled: boolean };
  readonly metrics: { token?: string };
  readonly salesEmail: string;
  readonly logLevel: Env['LOG_LEVEL'];

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
    this.throttle = { enabled: env.THROTTLE_ENABLED };
    this.metrics = { token: env.METRICS_TOKEN };
    this.salesEmail = env.SALES_EMAIL;
    this.logLevel = env.LOG_LEVEL;
  }
}
