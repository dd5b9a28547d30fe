import { Logger } from '@nestjs/common';

type Listener<E> = (event: E) => Promise<void> | void;

/**
 * A registration point a lower module offers to the modules above it (see docs/architecture.md):
 * they subscribe, it emits. Listeners run one after another; a failing listener is logged and
 * never fails the action that emitted (the action has happened already).
 */
export class EventListeners<E> {
  private readonly logger: Logger;
  private readonly listeners = new Set<Listener<E>>();

  constructor(name: string) {
    this.logger = new Logger(name);
  }

  subscribe(listener: Listener<E>): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async emit(event: E): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener(event);
      } catch (err) {
        this.logger.error(`Listener failed: ${err instanceof Error ? err.stack : err}`);
      }
    }
  }
}
