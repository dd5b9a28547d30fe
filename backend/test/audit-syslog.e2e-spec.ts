import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer } from 'node:tls';
import { SyslogForwarder } from '../src/modules/audit/syslog/syslog-forwarder.service';
import { createTestApp } from './app.factory';
import { appendMany, sql } from './audit-helpers';
import { freePort } from './free-port';
import { Rsyslog, waitFor } from './rsyslog';

/**
 * The audit trail reaches a real collector (Debian's rsyslogd over TCP, RFC 5424 with octet
 * counting); while the collector is down entries queue, and when it returns each arrives once.
 */
describe('Audit trail forwarded to syslog', () => {
  let app: NestFastifyApplication;
  let rsyslog: Rsyslog;

  beforeAll(async () => {
    rsyslog = new Rsyslog(await freePort());
    await rsyslog.start();
    app = await createTestApp({ AUDIT_SYSLOG_URL: `tcp://127.0.0.1:${rsyslog.port}` });
  });
  afterAll(async () => {
    await app.close();
    await rsyslog.stop();
  });

  const cursor = async () =>
    Number(
      (await sql(app, "SELECT entry_id FROM audit_cursors WHERE name = 'syslog'"))[0]?.entry_id ??
        0,
    );
  const hasAll = (ids: number[]) => () => {
    const got = new Set(rsyslog.receivedIds());
    return ids.every((id) => got.has(id));
  };

  it('delivers entries live, queues them while the collector is down, none lost, none twice', async () => {
    const first = await appendMany(app, 5);
    await waitFor(hasAll(first), 'the first entries at rsyslog');

    await rsyslog.stop();
    const whileDown = await appendMany(app, 7);
    const forwarder = app.get(SyslogForwarder);
    // Several rounds against a closed port: they fail quietly and move nothing.
    for (let i = 0; i < 3; i++) await forwarder.deliver();
    expect(await cursor()).toBeLessThan(whileDown[0]);
    expect(rsyslog.receivedIds()).not.toContain(whileDown[0]);

    await rsyslog.start();
    const after = await appendMany(app, 2);
    await waitFor(hasAll([...whileDown, ...after]), 'the queued entries at rsyslog');
    const received = rsyslog.receivedIds();
    expect(new Set(received).size).toBe(received.length);
    for (const id of [...first, ...whileDown, ...after]) {
      expect(received.filter((r) => r === id)).toHaveLength(1);
    }
    // In chain order, and the cursor names the last one sent.
    expect([...received].sort((a, b) => a - b)).toEqual(received);
    await waitFor(async () => (await cursor()) === after[after.length - 1], 'the cursor');
  });
});

/** tls://: RFC 5425 framing over TLS, the collector's certificate checked against the CA file. */
describe('Audit trail forwarded to syslog over TLS', () => {
  it('sends octet-counted RFC 5424 messages to a collector it trusts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ironkeep-syslog-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    let received = '';
    const server = createTlsServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      (socket) => socket.on('data', (chunk) => (received += chunk.toString('utf8'))),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const app = await createTestApp({
      AUDIT_SYSLOG_URL: `tls://localhost:${port}`,
      AUDIT_SYSLOG_CA_FILE: join(dir, 'cert.pem'),
    });
    try {
      const ids = await appendMany(app, 3);
      await waitFor(
        () => ids.every((id) => received.includes(`[ironkeep@32473 id="${id}"`)),
        'the entries over TLS',
      );
      // Each message is "<bytes> <PRI>1 ...": octet counting, log audit facility.
      const first = /^(\d+) (<1\d\d>1 )/.exec(received);
      expect(first).not.toBeNull();
      const length = Number(first![1]);
      const body = Buffer.from(received, 'utf8').subarray(
        first![1].length + 1,
        first![1].length + 1 + length,
      );
      expect(body.toString('utf8')).toMatch(
        /^<10[89]>1 \S+ \S+ ironkeep \d+ \S+ \[ironkeep@32473 id="\d+"/,
      );
    } finally {
      await app.close();
      server.close();
    }
  });
});
