import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppThrottlerGuard } from './app-throttler.guard';
import { MemoryThrottlerStorage } from './memory-throttler.storage';

class Probe extends AppThrottlerGuard {
  tracker(ip: string) {
    return this.getTracker({ ip });
  }
  key(handler: () => void, tracker: string) {
    const context = {
      getClass: () => class LeadsController {},
      getHandler: () => handler,
    } as unknown as ExecutionContext;
    return this.generateKey(context, tracker, 'default');
  }
}

describe('AppThrottlerGuard', () => {
  const storage = new MemoryThrottlerStorage();
  const guard = new Probe({ throttlers: [{ ttl: 60_000, limit: 10 }] }, storage, new Reflector());
  beforeAll(() => guard.onModuleInit());
  afterAll(() => storage.onApplicationShutdown());

  it('tracks an IPv4 client (also on a dual-stack socket) by its address', async () => {
    expect(await guard.tracker('203.0.113.7')).toBe('203.0.113.7');
    expect(await guard.tracker('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups an IPv6 client by its /64, so rotating addresses does not escape a limit', async () => {
    const a = await guard.tracker('2001:db8:1:2::1');
    const b = await guard.tracker('2001:db8:1:2:ffff::9');
    expect(a).toBe(b);
    expect(await guard.tracker('2001:db8:1:3::1')).not.toBe(a);
  });

  it('keys each route and client apart', () => {
    function contact() {}
    function newsletter() {}
    expect(guard.key(contact, '1.2.3.4')).toBe('LeadsController:contact:default:1.2.3.4');
    expect(guard.key(contact, '1.2.3.4')).not.toBe(guard.key(newsletter, '1.2.3.4'));
    expect(guard.key(contact, '1.2.3.4')).not.toBe(guard.key(contact, '1.2.3.5'));
  });
});
