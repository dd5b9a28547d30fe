import { Clock } from './clock';

/** A clock that only moves when told to; used by tests through `app.get(Clock)`. */
export class ManualClock extends Clock {
  private current: number;

  constructor(start: Date | number = Date.now()) {
    super();
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  nowMs(): number {
    return this.current;
  }

  set(to: Date | number): void {
    this.current = typeof to === 'number' ? to : to.getTime();
  }

  advance(ms: number): void {
    this.current += ms;
  }
}
