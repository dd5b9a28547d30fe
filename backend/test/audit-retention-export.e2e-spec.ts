import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ManualClock } from '../src/common/clock/manual-clock';
import { AuditPurgeJob } from '../src/modules/audit/audit-purge.job';
import { expectStatus } from './api-client';
import { signedInAs, SignedIn } from './admin-helpers';
import { createTestApp } from './app.factory';
import { freshDatabase } from './fresh-database';
import { appendMany, sql } from './audit-helpers';

const DAY = 24 * 60 * 60 * 1000;

describe('Audit retention and export', () => {
  const clock = new ManualClock(new Date('2020-01-01T00:00:00Z'));
  let app: NestFastifyApplication;
  let admin: SignedIn;

  let database: Awaited<ReturnType<typeof freshDatabase>>;

  // A trail of its own: on the shared PostgreSQL run database other suites' entries (newer
  // than this clock) sit at the chain's start, and a purge only ever removes a prefix.
  beforeAll(async () => {
    database = await freshDatabase();
    app = await createTestApp(
      {
        THROTTLE_ENABLED: 'false',
        AUDIT_RETENTION_DAYS: '7',
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      },
      { clock },
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const verify = async () =>
    (await admin.client.agent.get('/api/admin/audit/verify').then(expectStatus(200))).body;

  it('purges only what is past retention, records the purge, and the chain still verifies', async () => {
    const old = await appendMany(app, 5);
    clock.advance(10 * DAY);
    admin = await signedInAs(app, 'admin');
    const kept = await appendMany(app, 3);
    expect(await app.get(AuditPurgeJob).tick()).toBe(true);

    const ids = (await sql(app, 'SELECT id FROM audit_entries ORDER BY id')).map(
      (r: { id: string | number }) => Number(r.id),
    );
    for (const id of old) expect(ids).not.toContain(id);
    for (const id of kept) expect(ids).toContain(id);
    const [purge] = await sql(
      app,
      "SELECT details FROM audit_entries WHERE action = 'audit_purged'",
    );
    const details = JSON.parse(purge.details);
    expect(details).toMatchObject({ retentionDays: 7, checkpointId: old[old.length - 1] });
    expect(details.removed).toBeGreaterThanOrEqual(5);
    expect(await verify()).toMatchObject({ ok: true, checked: ids.length });
    // Once a day: a second tick the same day does not run.
    expect(await app.get(AuditPurgeJob).tick()).toBe(false);

    // The first kept entry must still link to the checkpoint.
    await sql(app, 'DELETE FROM audit_entries WHERE id = ?', [ids[0]]);
    expect(await verify()).toMatchObject({ ok: false, firstBrokenId: String(ids[1]) });
    await sql(app, 'DELETE FROM audit_entries');
  });

  // 2,500 chained entries: ~6 s alone, over 30 s beside the other eight streams of make test.
  it('streams the range as JSON lines or CSV, every entry once, in chain order', async () => {
    const from = new Date(clock.nowMs()).toISOString();
    const ids = await appendMany(app, 2500);
    clock.advance(1000);
    const to = new Date(clock.nowMs()).toISOString();
    await appendMany(app, 3);
    const res = await admin.client.agent
      .get(`/api/admin/audit/export?from=${from}&to=${to}&format=jsonl`)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (c: Buffer) => (text += c.toString()));
        r.on('end', () => done(null, text));
      })
      .then(expectStatus(200));
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    expect(res.headers['content-disposition']).toContain('audit-trail.jsonl');
    const lines = (res.body as string)
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    // Everything the trail holds in the range, once each, in chain order: the entries appended
    // here and whatever the app's own system jobs wrote meanwhile (on the shared PostgreSQL
    // database a job may find other suites' subscriptions due under this clock).
    const inRange = (
      await sql(
        app,
        'SELECT id FROM audit_entries WHERE occurred_at >= ? AND occurred_at < ? ORDER BY id',
        [Date.parse(from), Date.parse(to)],
      )
    ).map((r: { id: string | number }) => Number(r.id));
    expect(inRange).toEqual(expect.arrayContaining(ids));
    expect(lines.map((l) => Number(l.id))).toEqual(inRange);
    const first = lines.find((l) => Number(l.id) === ids[0]);
    expect(first).toMatchObject({ action: 'settings_changed', actor: { type: 'system' } });
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);

    const csv = await admin.client.agent
      .get(`/api/admin/audit/export?from=${from}&to=${to}&format=csv`)
      .then(expectStatus(200));
    const rows = csv.text.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'id,occurredAt,actorType,actorId,actorUsername,actorAuth,action,outcome,targetType,targetId,organizationId,ipAddress,userAgent,details,prevHash,hash',
    );
    expect(rows).toHaveLength(inRange.length + 1);
    expect(rows[1].startsWith(`${inRange[0]},`)).toBe(true);

    // The export itself is on record.
    const exported = await admin.client.agent
      .get('/api/admin/audit?action=audit_exported')
      .then(expectStatus(200));
    expect(exported.body.data[0]).toMatchObject({
      actor: { username: admin.username },
      details: { format: 'csv', from, to },
    });
    for (const bad of ['format=xml', 'from=soon', 'to=2026-02-30T00:00:00Z']) {
      await admin.client.agent.get(`/api/admin/audit/export?${bad}`).expect(400);
    }
  }, 120_000);
});
