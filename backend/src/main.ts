import 'reflect-metadata';
import { setFlagsFromString } from 'node:v8';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { configureApp, createHttpAdapter } from './app.setup';
import { parseEnv } from './config/app-config';
import { AppConfig } from './config/app-config.service';

// V8 moves objects allocated where most objects outlived one young-generation GC straight to the
// old generation ("allocation-site pretenuring"). Decided during start-up's burst of long-lived
// objects, it sent about half of this server's processes into a state where request garbage
// filled the old generation: every route ~30 % slower for the life of the process
// (docs/benchmarks.md, "Bimodal processes"). Read by V8 at every GC, so setting it here works.
setFlagsFromString('--no-allocation-site-pretenuring');

async function bootstrap(): Promise<void> {
  process.env.TZ ??= 'UTC';
  // The adapter exists before the app's configuration service: read the one setting it needs.
  const { TRUST_PROXY } = parseEnv(process.env);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule,
    createHttpAdapter(TRUST_PROXY),
    {
      bufferLogs: true,
      // Keeps req.rawBody: Stripe webhook signatures are computed over the exact bytes received.
      rawBody: true,
    },
  );
  const config = app.get(AppConfig);
  app.useLogger(levelsFrom(config.logLevel));
  await configureApp(app);
  await app.listen({ port: config.http.port, host: '::' });
  const db = config.database.url ? 'PostgreSQL' : `SQLite (${config.database.sqlitePath})`;
  const sessions = config.redis.url ? 'Redis' : 'database';
  Logger.log(
    `IronKeep listening on http://localhost:${config.http.port} — ${db}, sessions in ${sessions}`,
    'Bootstrap',
  );
}

function levelsFrom(level: AppConfig['logLevel']) {
  const order = ['error', 'warn', 'log', 'debug', 'verbose'] as const;
  return order.slice(0, order.indexOf(level) + 1);
}

bootstrap().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
