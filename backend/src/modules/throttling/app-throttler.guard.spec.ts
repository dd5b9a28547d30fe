import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { SkipThrottle, Throttle, ThrottlerException, ThrottlerStorage } from '@nestjs/throttler';
import { AppThrottlerGuard } from './app-throttler.guard';
import { LibraryThrottlerGuard } from './library-throttler-guard';
import { MemoryThrottlerStorage } from './memory-throttler.storage';

class LeadsController {
  contact() {}
  newsletter() {}
  @Throttle({ default: { limit: 2, ttl: 60_000 } })
  strict() {}
  @SkipThrottle()
  health() {}
  @Throttle({ default: { limit: () => 1, ttl: 60_000 } })
  computed() {}
}

/** A request from `ip` to LeadsController[handler], and the headers its answer got. */
function call(handler: keyof LeadsController, ip = '203.0.113.7') {
  const headers: Record<string, string | number> = {};
  const res = { header: (name: string, value: string | number) => (headers[name] = value) };
  const context = {
    getClass: () => LeadsController,
    getHandler: () => LeadsController.prototype[handler],
    switchToHttp: () => ({ getRequest: () => ({ ip, headers: {} }), getResponse: () => res }),
  } as unknown as ExecutionContext;
  return { context, headers };
}

async function guardWith(storage: ThrottlerStorage, enabled = true) {
  const options = { throttlers: [{ ttl: 60_000, limit: 3 }], skipIf: () => !enabled };
  const guard = new AppThrottlerGuard(options, storage, new Reflector());
  await guard.onModuleInit();
  return guard;
}

describe('AppThrottlerGuard', () => {
  let storage: MemoryThrottlerStorage;
  beforeEach(() => (storage = new MemoryThrottlerStorage()));
  afterEach(() => storage.onApplicationShutdown());

  it('counts with the in-memory storage without a promise, and sets the limit headers', async () => {
    const guard = await guardWith(storage);
    const { context, headers } = call('contact');
    expect(guard.canActivate(context)).toBe(true);
    expect(headers).toEqual({
      'X-RateLimit-Limit': 3,
      'X-RateLimit-Remaining': 2,
      'X-RateLimit-Reset': 60,
    });
  });

  it('refuses over the limit with the library exception and Retry-After', async () => {
    const guard = await guardWith(storage);
    for (let i = 0; i < 3; i++) expect(guard.canActivate(call('contact').context)).toBe(true);
    const { context, headers } = call('contact');
    await expect(guard.canActivate(context)).rejects.toBeInstanceOf(ThrottlerException);
    expect(headers['Retry-After']).toBe(60);
    // Another client and another route keep their own counts.
    expect(guard.canActivate(call('contact', '203.0.113.8').context)).toBe(true);
    expect(guard.canActivate(call('newsletter').context)).toBe(true);
  });

  it("applies a route's @Throttle and @SkipThrottle", async () => {
    const guard = await guardWith(storage);
    expect(guard.canActivate(call('strict').context)).toBe(true);
    expect(guard.canActivate(call('strict').context)).toBe(true);
    await expect(guard.canActivate(call('strict').context)).rejects.toBeInstanceOf(
      ThrottlerException,
    );
    for (let i = 0; i < 10; i++) expect(guard.canActivate(call('health').context)).toBe(true);
  });

  it('leaves a route with computed settings to the library guard, same limits', async () => {
    const guard = await guardWith(storage);
    await expect(guard.canActivate(call('computed').context)).resolves.toBe(true);
    await expect(guard.canActivate(call('computed').context)).rejects.toBeInstanceOf(
      ThrottlerException,
    );
  });

  it('counts through a storage that needs a promise (Redis)', async () => {
    const increment = jest.fn((...args: Parameters<MemoryThrottlerStorage['increment']>) =>
      storage.increment(...args),
    );
    const guard = await guardWith({ increment });
    const { context, headers } = call('contact', '::ffff:203.0.113.9');
    await expect(guard.canActivate(context)).resolves.toBe(true);
    expect(increment).toHaveBeenCalledWith(
      'LeadsController:contact:default:203.0.113.9',
      60_000,
      3,
      60_000,
      'default',
    );
    expect(headers['X-RateLimit-Remaining']).toBe(2);
  });

  it('answers true at once with THROTTLE_ENABLED=false, counting nothing', async () => {
    const guard = await guardWith(storage, false);
    for (let i = 0; i < 10; i++) expect(guard.canActivate(call('strict').context)).toBe(true);
    expect(storage.size).toBe(0);
  });
});

describe('LibraryThrottlerGuard', () => {
  const storage = new MemoryThrottlerStorage();
  const guard = new LibraryThrottlerGuard(
    { throttlers: [{ ttl: 60_000, limit: 10 }] },
    storage,
    new Reflector(),
  );
  beforeAll(() => guard.onModuleInit());
  afterAll(() => storage.onApplicationShutdown());

  it('tracks an IPv4 client (also on a dual-stack socket) by its address', async () => {
    expect(await guard.getTracker({ ip: '203.0.113.7' })).toBe('203.0.113.7');
    expect(await guard.getTracker({ ip: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
  });

  it('groups an IPv6 client by its /64, so rotating addresses does not escape a limit', async () => {
    const a = await guard.getTracker({ ip: '2001:db8:1:2::1' });
    const b = await guard.getTracker({ ip: '2001:db8:1:2:ffff::9' });
    expect(a).toBe(b);
    expect(await guard.getTracker({ ip: '2001:db8:1:3::1' })).not.toBe(a);
  });

  it('keys each route and client apart', () => {
    const key = (handler: keyof LeadsController, tracker: string) =>
      guard.generateKey(call(handler).context, tracker, 'default');
    expect(key('contact', '1.2.3.4')).toBe('LeadsController:contact:default:1.2.3.4');
    expect(key('contact', '1.2.3.4')).not.toBe(key('newsletter', '1.2.3.4'));
    expect(key('contact', '1.2.3.4')).not.toBe(key('contact', '1.2.3.5'));
  });
});
