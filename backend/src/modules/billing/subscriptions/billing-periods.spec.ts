import { addInterval, nextPeriodStep, PeriodState } from './billing-periods';

const end = new Date('2026-03-31T12:00:00.000Z');
const state = (over: Partial<PeriodState>): PeriodState => ({
  status: 'active',
  currentPeriodStart: new Date('2026-02-28T12:00:00.000Z'),
  currentPeriodEnd: end,
  cancelAtPeriodEnd: false,
  ...over,
});

describe('billing periods', () => {
  it('adds calendar months in UTC, clamping to the last day of a short month', () => {
    expect(addInterval(new Date('2026-01-15T08:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-15T08:00:00.000Z',
    );
    expect(addInterval(new Date('2026-01-31T08:00:00Z'), 'month').toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(addInterval(new Date('2028-01-31T08:00:00Z'), 'month').toISOString()).toBe(
      '2028-02-29T08:00:00.000Z',
    );
    expect(addInterval(new Date('2026-12-10T00:00:00Z'), 'month').toISOString()).toBe(
      '2027-01-10T00:00:00.000Z',
    );
    expect(addInterval(new Date('2028-02-29T00:00:00Z'), 'year').toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });

  it('turns a finished trial into an active period that starts where the trial ended', () => {
    const step = nextPeriodStep(state({ status: 'trialing' }), 'month', false);
    expect(step).toEqual({
      kind: 'renew',
      status: 'active',
      periodStart: end,
      periodEnd: new Date('2026-04-30T12:00:00.000Z'),
    });
  });

  it('renews a paid period and puts an unpaid one past due', () => {
    expect(nextPeriodStep(state({}), 'month', false)?.kind).toBe('renew');
    expect(nextPeriodStep(state({}), 'month', true)).toMatchObject({
      kind: 'past_due',
      status: 'past_due',
      periodStart: end,
    });
  });

  it('cancels when asked to at period end, whatever the status, and after a past-due period', () => {
    for (const status of ['trialing', 'active', 'past_due'] as const) {
      expect(nextPeriodStep(state({ status, cancelAtPeriodEnd: true }), 'month', false)).toEqual({
        kind: 'cancel',
        status: 'canceled',
        canceledAt: end,
      });
    }
    expect(nextPeriodStep(state({ status: 'past_due' }), 'month', true)?.kind).toBe('cancel');
  });

  it('leaves ended and unfinished checkouts alone', () => {
    expect(nextPeriodStep(state({ status: 'canceled' }), 'month', false)).toBeNull();
    expect(nextPeriodStep(state({ status: 'incomplete' }), 'month', false)).toBeNull();
  });
});
