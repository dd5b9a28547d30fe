import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectStatus } from './api-client';
import { signedInAs } from './admin-helpers';
import { createTestApp, E2E_DB } from './app.factory';
import { appendMany, sql } from './audit-helpers';

/**
 * The hash chain: appends from several replicas never fork it, and the verify route finds a row
 * edited or deleted by hand. Runs on SQLite (one process is the one writer) and on PostgreSQL
 * with two app instances on one database (the advisory lock serialises them).
 */
describe('Audit trail hash chain', () => {
  const env = {
    THROTTLE_ENABLED: 'false',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ironkeep-audit-')),
  };
  let first: NestFastifyApplication;
  let second: NestFastifyApplication;

  beforeAll(async () => {
    first = await createTestApp(env);
    // SQLite is embedded in one process: the second "replica" is the same instance.
    second = E2E_DB === 'postgres' ? await createTestApp(env) : first;
  });
  afterAll(async () => {
    if (second !== first) await second.close();
    await first.close();
  });

  async function verify() {
    const admin = await signedInAs(first, 'admin');
    const res = await admin.client.agent.get('/api/admin/audit/verify').then(expectStatus(200));
    return res.body as {
      ok: boolean;
      checked: number;
      firstBrokenId: string | null;
      reason: string;
    };
  }

  it('keeps one unbroken chain while two replicas append at once', async () => {
    const [a, b] = await Promise.all([appendMany(first, 60), appendMany(second, 60)]);
    const ids = [...a, ...b].sort((x, y) => x - y);
    // Every id once, no gaps: a fork would give two entries the same position.
    expect(new Set(ids).size).toBe(120);
    expect(ids[ids.length - 1] - ids[0]).toBe(119);
    const result = await verify();
    expect(result).toEqual({
      ok: true,
      checked: expect.any(Number),
      firstBrokenId: null,
      reason: null,
    });
    const [{ count }] = await sql(first, 'SELECT COUNT(*) AS count FROM audit_entries');
    expect(result.checked).toBe(Number(count));
  });

  it('finds an entry edited by hand, then one deleted by hand', async () => {
    const [edited, , deleted, after] = await appendMany(first, 4);
    await sql(first, 'UPDATE audit_entries SET actor_name = ? WHERE id = ?', ['mallory', edited]);
    expect(await verify()).toMatchObject({
      ok: false,
      firstBrokenId: String(edited),
      reason: 'content',
    });
    // Put the edit back by its stored hash's content: the chain is whole again.
    await sql(first, 'UPDATE audit_entries SET actor_name = ? WHERE id = ?', ['system', edited]);
    expect(await verify()).toMatchObject({ ok: true });

    await sql(first, 'DELETE FROM audit_entries WHERE id = ?', [deleted]);
    expect(await verify()).toMatchObject({
      ok: false,
      firstBrokenId: String(after),
      reason: 'missing',
    });
  });

  it('is for admins only', async () => {
    const manager = await signedInAs(first, 'manager');
    await manager.client.agent.get('/api/admin/audit/verify').expect(403);
    await manager.client.agent.get('/api/admin/audit').expect(403);
  });
});
