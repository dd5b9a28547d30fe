import type { NextFunction, Request, Response } from 'express';
import { ServiceError } from '../http/service-error';

/** How long SIGTERM waits for requests in flight (SHUTDOWN_TIMEOUT_MS), as the backend's drills. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25_000;

export const SERVICE_STOPPING = 'SERVICE_STOPPING';

export function stoppingError(message: string): ServiceError {
  return new ServiceError(503, SERVICE_STOPPING, message);
}

/**
 * The requests in flight, so a SIGTERM can stop taking new ones and let these finish. While
 * stopping, new requests (on connections still open) get 503 SERVICE_STOPPING with
 * `Connection: close` and `Retry-After`, and answers in flight close their connection.
 */
export class Lifecycle {
  private readonly inFlight = new Set<Response>();
  private readonly giveUp = new AbortController();
  private idle: (() => void) | undefined;
  private stopping = false;

  /** Aborted when the wait is over: model calls still running end, answered with 503. */
  get shutdownSignal(): AbortSignal {
    return this.giveUp.signal;
  }

  get inFlightCount(): number {
    return this.inFlight.size;
  }

  middleware() {
    return (_req: Request, res: Response, next: NextFunction) => {
      if (this.stopping) {
        res.setHeader('Connection', 'close');
        res.setHeader('Retry-After', '5');
        return next(
          stoppingError('The IronKeep local service is restarting. Try again in a moment.'),
        );
      }
      this.inFlight.add(res);
      res.on('close', () => {
        this.inFlight.delete(res);
        if (this.inFlight.size === 0) this.idle?.();
      });
      next();
    };
  }

  /** Stops taking requests and waits up to `waitMs` for those in flight; true if all finished. */
  drain(waitMs: number): Promise<boolean> {
    this.stopping = true;
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    return this.untilIdle(waitMs);
  }

  /** Ends the requests still running (their model calls abort) and waits up to `waitMs` for them. */
  abortInFlight(waitMs: number): Promise<boolean> {
    this.giveUp.abort();
    return this.untilIdle(waitMs);
  }

  private untilIdle(waitMs: number): Promise<boolean> {
    if (this.inFlight.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), waitMs);
      this.idle = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  }
}
