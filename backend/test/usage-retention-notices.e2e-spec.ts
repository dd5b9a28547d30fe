import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { DataSource } from 'typeorm';
import { ManualClock } from '../src/common/clock/manual-clock';
import { UsageRetention } from '../src/modules/usage/retention/usage-retention';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';
import { setAllowance } from './usage-admin';
import { generation, usageContract } from './usage-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Usage kept as long as the audit trail (AUDIT_RETENTION_DAYS), and the owner's e-mails. */
describe('Usage retention and e-mailed notices', () => {
  const clock = new ManualClock(new Date('2026-06-15T12:00:00Z'));
  const inbox: string[] = [];
  let waiting: (() => void) | null = null;
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        // Undo quoted-printable's soft line breaks.
        inbox.push(raw.replace(/=\r?\n/g, ''));
        waiting?.();
        done();
      });
    },
  });
  let app: NestFastifyApplication;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    app = await createTestApp(
      {
        THROTTLE_ENABLED: 'false',
        AUDIT_RETENTION_DAYS: '30',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String((smtp.server.address() as AddressInfo).port),
        PUBLIC_APP_URL: 'https://ai.example.com',
      },
      { clock },
    );
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function ownerWithEmail() {
    const owner = new ApiClient(app);
    const username = uniqueName('owner');
    const email = `${username}@customer.example`;
    await owner.register(username, undefined, email).then(expectStatus(201));
    await owner.login(username).then(expectStatus(200));
    const slug = uniqueName('org').replace(/_/g, '-');
    const res = await owner
      .post('/api/billing/subscribe', { planId: 'starter', organizationName: 'Northwind', slug })
      .then(expectStatus(201));
    return { id: res.body.organization.id as string, email };
  }

  it('e-mails the owner when the month passes 80 % of the allowance', async () => {
    const org = await ownerWithEmail();
    await setAllowance(app, org.id, 100);
    const usage = usageContract(app);
    const mailed = new Promise<void>((resolve) => (waiting = resolve));
    for (let i = 0; i < 3; i++) usage.meter.record(generation(org.id, { startedAt: clock.now() }));
    await usage.flush();
    await mailed;
    const mail = inbox.find((raw) => raw.includes(org.email)) ?? '';
    expect(mail).toContain("Subject: Northwind has used 80% of this month's IronKeep tokens");
    expect(mail).toContain('Northwind has used 90 of its 100 tokens this month (90%).');
    expect(mail).toContain('until 2026-07-01 (UTC)');
    expect(mail).toContain('https://ai.example.com/usage');
  });

  it('removes records, roll-ups and notices older than AUDIT_RETENTION_DAYS, keeps the rest', async () => {
    const org = await ownerWithEmail();
    const usage = usageContract(app);
    const old = new Date(clock.nowMs() - 31 * DAY_MS);
    const recent = new Date(clock.nowMs() - 29 * DAY_MS);
    usage.meter.record(generation(org.id, { startedAt: old }));
    usage.meter.record(generation(org.id, { startedAt: old }));
    usage.meter.record(generation(org.id, { startedAt: recent }));
    await usage.flush();
    const db = app.get(DataSource);
    const count = async (table: string) =>
      Number(
        (
          await db.query(`SELECT COUNT(*) AS n FROM ${table} WHERE organization_id = '${org.id}'`)
        )[0].n,
      );
    expect([await count('usage_records'), await count('usage_daily')]).toEqual([3, 2]);
    expect(await app.get(UsageRetention).purge()).toBeGreaterThanOrEqual(2);
    expect([await count('usage_records'), await count('usage_daily')]).toEqual([1, 1]);
  });
});
