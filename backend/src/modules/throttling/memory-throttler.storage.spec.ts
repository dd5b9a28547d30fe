import { MemoryThrottlerStorage } from './memory-throttler.storage';

describe('MemoryThrottlerStorage', () => {
  let now = 1_000_000;
  let storage: MemoryThrottlerStorage;
  beforeEach(() => {
    now = 1_000_000;
    storage = new MemoryThrottlerStorage(() => now);
  });
  afterEach(() => storage.onApplicationShutdown());

  const hit = (key = 'ip-1', blockMs = 30_000) =>
    storage.increment(key, 60_000, 3, blockMs, 'default');

  it('counts hits per client within the window', async () => {
    expect(await hit()).toEqual({
      totalHits: 1,
      timeToExpire: 60,
      isBlocked: false,
      timeToBlockExpire: 0,
    });
    await hit();
    expect((await hit()).totalHits).toBe(3);
    expect((await hit('ip-2')).totalHits).toBe(1);
  });

  it('blocks the hit over the limit for the block period, then starts a new window', async () => {
    for (let i = 0; i < 3; i++) expect((await hit()).isBlocked).toBe(false);
    expect(await hit()).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 30 });
    now += 20_000;
    expect(await hit()).toMatchObject({ isBlocked: true, timeToBlockExpire: 10 });
    now += 41_000; // block over and the minute's window ended
    expect(await hit()).toMatchObject({ totalHits: 1, isBlocked: false });
  });

  it('starts counting again when the window ends', async () => {
    await hit();
    await hit();
    now += 60_000;
    expect(await hit()).toMatchObject({ totalHits: 1, timeToExpire: 60 });
  });

  it('forgets clients whose window and block have ended', async () => {
    await hit('a');
    await hit('b');
    now += 30_000;
    await hit('c');
    now += 31_000;
    storage.evictExpired();
    expect(storage.size).toBe(1);
  });

  it('costs the same per hit however many hits the window holds', async () => {
    const many = new MemoryThrottlerStorage(() => now);
    for (let i = 0; i < 100_000; i++) await many.increment('ip', 60_000, 1e9, 0, 'default');
    expect((await many.increment('ip', 60_000, 1e9, 0, 'default')).totalHits).toBe(100_001);
    expect(many.size).toBe(1);
    many.onApplicationShutdown();
  });
});
