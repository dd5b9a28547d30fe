import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getStorageToken, ThrottlerStorage } from '@nestjs/throttler';
import { randomBytes } from 'node:crypto';
import { RedisThrottlerStorage } from '../src/modules/throttling/redis-throttler.storage';
import { createTestApp, E2E_DB } from './app.factory';

describe('Request throttling storage', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => (app = await createTestApp()));
  afterAll(() => app.close());

  it('uses Redis when REDIS_URL is set, so replicas share counters', () => {
    const storage = app.get<ThrottlerStorage>(getStorageToken());
    expect(storage instanceof RedisThrottlerStorage).toBe(E2E_DB === 'postgres');
  });

  it('counts hits in the window and blocks past the limit', async () => {
    const storage = app.get<ThrottlerStorage>(getStorageToken());
    const key = `test-${randomBytes(4).toString('hex')}`;
    const hits = [];
    for (let i = 0; i < 4; i++)
      hits.push(await storage.increment(key, 60_000, 3, 30_000, 'default'));
    expect(hits.map((h) => h.totalHits)).toEqual([1, 2, 3, 4]);
    expect(hits.slice(0, 3).every((h) => !h.isBlocked)).toBe(true);
    expect(hits[3].isBlocked).toBe(true);
    expect(hits[3].timeToBlockExpire).toBeGreaterThan(25);
    expect(hits[0].timeToExpire).toBeGreaterThan(55);
  });
});
