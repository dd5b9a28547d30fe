import { INestApplication, Logger } from '@nestjs/common';
import { Server } from 'node:http';
import { ConnectionDrain } from './connection-drain';
import { ShutdownState } from './shutdown-state';

const SIGNALS: NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];
/** Kept back from SHUTDOWN_TIMEOUT_MS for closing the database pool and Redis after the drain. */
const CLOSE_RESERVE_MS = 2_000;

export interface ShutdownSettings {
  /** SIGTERM to exit, at most (SHUTDOWN_TIMEOUT_MS, default 25 s; keep it below the
   * orchestrator's grace period: Kubernetes terminationGracePeriodSeconds, compose
   * stop_grace_period). */
  timeoutMs: number;
  /** Readiness is 503 while requests are still served (SHUTDOWN_DRAIN_DELAY_MS, default 5 s), so
   * balancers stop sending before the listener closes. */
  drainDelayMs: number;
}

/**
 * Replaces Nest's enableShutdownHooks (which re-raises the signal, so the process never exits 0
 * and cuts open requests). On SIGTERM/SIGINT, in order:
 * 1. readiness turns 503 and every response carries Connection: close, while requests are still
 *    served for `drainDelayMs` (balancers notice and send elsewhere);
 * 2. the listener closes, idle keep-alive connections close, requests in flight finish;
 * 3. streams still open when the time is up get a final `reconnect` event and end (the chat
 *    retries once, on another replica);
 * 4. Nest's shutdown hooks run: scheduled jobs finish the run in progress, then the database pool
 *    and Redis close; the process exits 0 — or 1 if all of it took longer than `timeoutMs`.
 */
export function enableGracefulShutdown(app: INestApplication, settings: ShutdownSettings): void {
  const logger = new Logger('Shutdown');
  const server = app.getHttpServer() as Server;
  const state = app.get(ShutdownState);
  const drain = new ConnectionDrain(server, state);
  let started = false;

  const shutdown = async (signal: NodeJS.Signals): Promise<void> => {
    if (started) return;
    started = true;
    const { timeoutMs, drainDelayMs } = settings;
    logger.log(
      `${signal}: draining (${drain.openResponses} open request(s)); exit within ${timeoutMs} ms`,
    );
    const overdue = setTimeout(() => {
      logger.error(`Shutdown took longer than ${timeoutMs} ms; exiting`);
      process.exit(1);
    }, timeoutMs);
    overdue.unref();
    try {
      state.markDraining();
      await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
      await drain.drain(Math.max(0, timeoutMs - drainDelayMs - CLOSE_RESERVE_MS));
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
