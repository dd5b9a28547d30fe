/**
 * The one way backend code reads the time. Inject `Clock` instead of calling `Date.now()` or
 * `new Date()`, so subscription periods, auto-delete ages, licence expiry and scheduled jobs can
 * be tested at a chosen moment (tests swap in a `ManualClock`).
 */
export abstract class Clock {
  abstract nowMs(): number;

  now(): Date {
    return new Date(this.nowMs());
  }
}

export class SystemClock extends Clock {
  nowMs(): number {
    return Date.now();
  }
}
