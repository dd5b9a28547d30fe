import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../src/common/clock/manual-clock';
import { REDIS_CLIENT, RedisClient } from '../src/redis/redis.module';
import { LIMIT_CACHE_MS } from '../src/modules/usage/allowance/allowance-limits';
import { AllowanceExhaustedError } from '../src/modules/usage/usage.contract';
import { createTestApp, E2E_DB } from './app.factory';
import { newOrganization } from './organizations-helpers';
import { setAllowance } from './usage-admin';
import { generation, usageContract } from './usage-helpers';

/**
 * Two backend replicas on one database and, in the PostgreSQL run, one Redis (a shared key
 * prefix): the month's count and the allowance hold across them.
 */
describe('Token allowance across two replicas', () => {
  const clock = new ManualClock(new Date());
  const env = {
    THROTTLE_ENABLED: 'false',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ironkeep-usage-replicas-')),
    REDIS_PREFIX: `ironkeep-test:${randomBytes(6).toString('hex')}:`,
  };
  let first: NestFastifyApplication;
  let second: NestFastifyApplication;

  beforeAll(async () => {
    first = await createTestApp(env, { clock });
    second = await createTestApp(env, { clock });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('refuses the next call on either replica once the shared count reaches the allowance', async () => {
    const org = await newOrganization(first);
    await setAllowance(first, org.id, 100);
    const [a, b] = [usageContract(first), usageContract(second)];
    expect(await b.allowance.admit(org.id)).toMatchObject({
      limitTokens: 100,
      remainingTokens: 100,
    });

    for (let i = 0; i < 3; i++) a.meter.record(generation(org.id));
    await a.flush();
    expect(await b.allowance.admit(org.id)).toMatchObject({ remainingTokens: 10 });

    b.meter.record(generation(org.id));
    await b.flush();
    for (const replica of [a, b]) {
      const refused = await replica.allowance.admit(org.id).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(AllowanceExhaustedError);
      expect((refused as AllowanceExhaustedError).state.remainingTokens).toBe(0);
    }
  });

  it('adds concurrent generations on both replicas without losing one', async () => {
    const org = await newOrganization(first);
    const [a, b] = [usageContract(first), usageContract(second)];
    for (let i = 0; i < 40; i++) (i % 2 ? a : b).meter.record(generation(org.id));
    // Two SQLite connections in one process would block each other's synchronous writes (SQLite
    // is a single-process mode); on PostgreSQL + Redis both replicas write at once.
    if (E2E_DB === 'postgres') await Promise.all([a.flush(), b.flush()]);
    else await a.flush().then(() => b.flush());
    expect((await a.allowance.admit(org.id)).remainingTokens).toBe(50_000_000 - 40 * 30);
    expect((await b.allowance.admit(org.id)).remainingTokens).toBe(50_000_000 - 40 * 30);
  });

  it("applies an admin's change on the other replica within the limit cache", async () => {
    const org = await newOrganization(first);
    const b = usageContract(second);
    expect((await b.allowance.admit(org.id)).limitTokens).toBe(50_000_000);
    await setAllowance(first, org.id, 0);
    clock.advance(LIMIT_CACHE_MS);
    await expect(b.allowance.admit(org.id)).rejects.toBeInstanceOf(AllowanceExhaustedError);
  });

  if (E2E_DB === 'postgres') {
    it("re-seeds a month's count Redis lost from the database's daily roll-ups", async () => {
      const org = await newOrganization(first);
      await setAllowance(first, org.id, 1_000);
      const a = usageContract(first);
      for (let i = 0; i < 5; i++) a.meter.record(generation(org.id));
      await a.flush();
      const redis = first.get<RedisClient>(REDIS_CLIENT)!;
      const keys = await redis.keys(`${env.REDIS_PREFIX}usage:tokens:*:${org.id}`);
      expect(keys).toHaveLength(1);
      await redis.del(keys[0]);
      expect(await usageContract(second).allowance.admit(org.id)).toMatchObject({
        remainingTokens: 1_000 - 150,
      });
    });
  }
});
