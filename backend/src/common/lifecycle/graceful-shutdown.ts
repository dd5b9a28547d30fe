import { INestApplication, Logger } from '@nestjs/common';
import { Server } from 'node:http';
import { ConnectionDrain } from './connection-drain';

const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

/**
 * Replaces Nest's enableShutdownHooks (which re-raises the signal, so the process never exits 0
 * and cuts open requests). On SIGTERM/SIGINT: stop accepting, let requests and streams in flight
 * finish for up to `graceMs` (SHUTDOWN_GRACE_MS, default 10 s), end the rest cleanly, run Nest's shutdown hooks (database, Redis),
 * exit 0. Orchestrators (Kubernetes, compose) send SIGTERM and wait before SIGKILL.
 */
export function enableGracefulShutdown(app: INestApplication, graceMs: number): void {
  const logger = new Logger('Shutdown');
  const server = app.getHttpServer() as Server;
  const drain = new ConnectionDrain(server);
  let started = false;

  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (started) return;
    started = true;
    logger.log(`${signal}: finishing ${drain.openResponses} open request(s), up to ${graceMs} ms`);
    try {
      await drain.drain(graceMs);
      await app.close();
      process.exit(0);
    } catch (err) {
      logger.error(`Shutdown failed: ${err instanceof Error ? err.stack : err}`);
      process.exit(1);
    }
  };
  const onSignal = (signal: NodeJS.Signals) => void shutdown(signal);
  for (const signal of SIGNALS) process.on(signal, onSignal);
  // A closed app (tests close many) stops listening for signals.
  server.once('close', () => SIGNALS.forEach((signal) => process.off(signal, onSignal)));
}
