import { Abstract, Type } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppModule } from '../src/app.module';
import { Clock, SystemClock } from '../src/common/clock/clock';
import { configureApp, createHttpAdapter } from '../src/app.setup';
import { parseEnv } from '../src/config/app-config';
import { AppConfig } from '../src/config/app-config.service';

export const E2E_DB = process.env.E2E_DB === 'postgres' ? 'postgres' : 'sqlite';

/**
 * The whole AppModule on the backend chosen by E2E_DB: SQLite + database sessions in a fresh
 * temporary DATA_DIR, or PostgreSQL + Redis (TEST_DATABASE_URL / TEST_REDIS_URL) with a
 * private Redis key prefix so suites never share rate-limit counters or sessions. Pass a
 * `ManualClock` to run the app at a chosen time (periods, expiry, auto-delete).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: {
    clock?: Clock;
    /** Providers replaced by test doubles (e.g. the usage seam: GenerationMeter). */
    providers?: { provide: Abstract<unknown> | Type | symbol; useClass: Type }[];
  } = {},
): Promise<NestFastifyApplication> {
  const base: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ironkeep-e2e-')),
    WEB_DIST_DIR: join(tmpdir(), 'ironkeep-no-spa'),
  };
  if (E2E_DB === 'postgres') {
    base.DATABASE_URL = required('TEST_DATABASE_URL');
    base.REDIS_URL = required('TEST_REDIS_URL');
    base.REDIS_PREFIX = `ironkeep-test:${randomBytes(6).toString('hex')}:`;
  }
  const config = new AppConfig(parseEnv({ ...base, ...env }));
  let builder = Test.createTestingModule({
    imports: [AppModule],
  })
    .overrideProvider(AppConfig)
    .useValue(config)
    .overrideProvider(Clock)
    .useValue(overrides.clock ?? new SystemClock());
  for (const { provide, useClass } of overrides.providers ?? []) {
    builder = builder.overrideProvider(provide).useClass(useClass);
  }
  const moduleRef = await builder.compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(
    createHttpAdapter(config.http.trustProxy),
    { logger: ['error'], rawBody: true },
  );
  await configureApp(app);
  await app.init();
  // supertest talks to the Node server; Fastify answers once its plugins have loaded.
  await app.getHttpAdapter().getInstance().ready();
  trackUntilClosed(app);
  return app;
}

/** e2e-environment.js fails a file that leaves an app open (jest would never exit). */
function trackUntilClosed(app: NestFastifyApplication): void {
  const open = (
    globalThis as { __IRONKEEP_OPEN_APPS__?: Map<object, { app: object; stack?: string }> }
  ).__IRONKEEP_OPEN_APPS__;
  if (!open) return;
  open.set(app, { app, stack: new Error('created here').stack });
  const close = app.close.bind(app);
  app.close = async () => {
    open.delete(app);
    await close();
  };
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`E2E_DB=postgres needs ${name}`);
  return value;
}

let counter = 0;
/** A username no other test (or earlier run against the same database) has used. */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}_${randomBytes(3).toString('hex')}${counter}`;
}
