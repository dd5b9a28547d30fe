import { Inject, Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { Store } from 'express-session';
import { SESSION_STORE } from './session-store.token';
import { TypeormSessionStore } from './typeorm-session.store';

/** Deletes expired rows of the database session store; Redis expires keys by itself. */
@Injectable()
export class SessionPruner {
  private readonly logger = new Logger(SessionPruner.name);

  constructor(@Inject(SESSION_STORE) private readonly store: Store) {}

  @Interval(10 * 60 * 1000)
  async prune(): Promise<void> {
    if (!(this.store instanceof TypeormSessionStore)) return;
    await this.store
      .pruneExpired()
      .catch((err) => this.logger.warn(`Session prune failed: ${err}`));
  }
}
