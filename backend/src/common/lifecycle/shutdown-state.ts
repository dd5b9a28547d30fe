import { Injectable } from '@nestjs/common';

/**
 * Whether this process is shutting down. From the SIGTERM on, readiness answers 503 (so load
 * balancers stop sending), every response asks its client to reconnect elsewhere
 * (Connection: close), and scheduled jobs start nothing new.
 */
@Injectable()
export class ShutdownState {
  private drainingSince?: number;

  get draining(): boolean {
    return this.drainingSince !== undefined;
  }

  markDraining(): void {
    this.drainingSince ??= performance.now();
  }
}
