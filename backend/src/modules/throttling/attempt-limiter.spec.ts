import { MemoryAttemptLimiter } from './attempt-limiter';

describe('MemoryAttemptLimiter', () => {
  afterEach(() => jest.useRealTimers());

  it('counts failures within the window and forgets them after it', async () => {
    jest.useFakeTimers({ now: 0 });
    const limiter = new MemoryAttemptLimiter();
    await limiter.record('k', 1000);
    await limiter.record('k', 1000);
    expect(await limiter.count('k')).toBe(2);
    expect(await limiter.retryAfter('k')).toBe(1);
    jest.setSystemTime(1001);
    expect(await limiter.count('k')).toBe(0);
  });

  it('resets a key', async () => {
    const limiter = new MemoryAttemptLimiter();
    await limiter.record('k', 60_000);
    await limiter.reset('k');
    expect(await limiter.count('k')).toBe(0);
  });
});
