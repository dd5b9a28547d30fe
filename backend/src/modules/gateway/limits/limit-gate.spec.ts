import { LimitSetDto } from '../../../common/dto/limit-set.dto';
import { ApplicableLimits } from '../../limits/limits.service';
import { GatewayError } from '../edge/openai-errors';
import { MemoryLimitCounters } from './limit-counters';
import { LEASE_MS, LimitGate } from './limit-gate';

const none: LimitSetDto = {
  monthlyTokens: null,
  requestsPerMinute: null,
  tokensPerMinute: null,
  maxConcurrent: null,
};
const caller = { organizationId: 'o', userId: 'u', apiTokenId: 't' };

function gateWith(sets: ApplicableLimits[], start = Date.UTC(2026, 2, 2, 10, 0, 20)) {
  let now = start;
  const gate = new LimitGate(
    async () => sets,
    new MemoryLimitCounters(() => now),
    () => now,
    'p:',
  );
  return { gate, advance: (ms: number) => (now += ms) };
}

async function refusal(promise: Promise<unknown>): Promise<GatewayError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GatewayError);
  return err as GatewayError;
}

describe('LimitGate (in memory)', () => {
  it('admits nothing extra: no limits, no headers', async () => {
    const { gate } = gateWith([]);
    expect((await gate.admit(caller)).headers).toEqual({});
  });

  it('the strictest level wins, and names itself', async () => {
    const { gate } = gateWith([
      { level: 'token', subjectId: 't', limits: { ...none, requestsPerMinute: 5 } },
      { level: 'team', subjectId: 'x', limits: { ...none, requestsPerMinute: 2 } },
    ]);
    const first = await gate.admit(caller);
    expect(first.headers).toMatchObject({
      'x-ratelimit-limit-requests': '2',
      'x-ratelimit-remaining-requests': '1',
      'x-ratelimit-reset-requests': '40s',
    });
    await gate.admit(caller);
    const err = await refusal(gate.admit(caller));
    expect(err.httpStatus).toBe(429);
    expect(err.openAiCode).toBe('rate_limit_exceeded');
    expect(err.headers).toMatchObject({ 'x-ironkeep-limit': 'team', 'retry-after': '40' });
  });

  it('a new fixed window starts from 0', async () => {
    const { gate, advance } = gateWith([
      { level: 'member', subjectId: 'u', limits: { ...none, requestsPerMinute: 1 } },
    ]);
    await gate.admit(caller);
    await refusal(gate.admit(caller));
    advance(40_000);
    await gate.admit(caller);
  });

  it('tokens are counted after the call: the call that crosses the budget is the last', async () => {
    const { gate } = gateWith([
      {
        level: 'team',
        subjectId: 'x',
        limits: { ...none, monthlyTokens: 100, tokensPerMinute: 1000 },
      },
    ]);
    await (await gate.admit(caller)).end(150);
    const err = await refusal(gate.admit(caller));
    expect(err.openAiCode).toBe('insufficient_quota');
    expect(err.text).toContain('renews on 2026-04-01T00:00:00.000Z');
  });

  it('maxConcurrent: a slot comes back when the call ends, or when its lease expires', async () => {
    const { gate, advance } = gateWith([
      { level: 'token', subjectId: 't', limits: { ...none, maxConcurrent: 1 } },
    ]);
    const lease = await gate.admit(caller);
    await refusal(gate.admit(caller));
    await lease.end(0);
    await lease.end(0); // idempotent: frees one slot once
    const crashed = await gate.admit(caller);
    expect(crashed).toBeDefined();
    await refusal(gate.admit(caller));
    advance(LEASE_MS + 1); // the replica holding it never ended it
    await (await gate.admit(caller)).end(0);
  });
});
