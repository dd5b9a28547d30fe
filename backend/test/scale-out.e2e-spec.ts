import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SchedulerRegistry } from '@nestjs/schedule';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../src/common/clock/manual-clock';
import { JobRunner } from '../src/common/scheduling/job-runner.service';
import { PLAN_KNOWLEDGE_REFRESH_JOB } from '../src/modules/plan-knowledge/plan-knowledge.service';
import { PASSWORD } from './api-client';
import { createTestApp, E2E_DB, uniqueName } from './app.factory';
import { BackendProcess, replicaEnv, startTogether } from './backend-process';
import { HttpSession } from './http-session';
import { validContact } from './lead-helpers';

/**
 * Replicas act as one. On PostgreSQL + Redis: two backend processes (the built dist/main.js) on
 * two ports, driven over HTTP only. Four replicas migrating at once: migrations.e2e-spec.ts.
 * On both databases: every scheduled job, fired on two replicas at the same moment, runs on one.
 */
const onPostgres = E2E_DB === 'postgres';
const ADMIN = 'scale_admin';

if (onPostgres) {
  describe('Two backend processes on one PostgreSQL and one Redis', () => {
    let a: BackendProcess;
    let b: BackendProcess;

    beforeAll(async () => {
      const env = replicaEnv({
        ADMIN_USERNAME: ADMIN,
        ADMIN_PASSWORD: PASSWORD,
        TRUST_PROXY: 'true',
      });
      const ownDataDir = () => mkdtempSync(join(tmpdir(), 'ironkeep-replica-'));
      // Started together, as an orchestrator does: migrations and the admin account race.
      [a, b] = await startTogether([
        { ...env, DATA_DIR: ownDataDir() },
        { ...env, DATA_DIR: ownDataDir() },
      ]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
    });

    async function signedIn(on: BackendProcess): Promise<{ user: HttpSession; username: string }> {
      const username = uniqueName('replica');
      const user = new HttpSession(on.url);
      expect((await user.register(username)).status).toBe(201);
      expect((await user.login(username)).status).toBe(200);
      return { user, username };
    }

    it('accepts a session created on one replica on the other', async () => {
      const { user, username } = await signedIn(a);
      const me = await user.on(b.url).get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body.user.username).toBe(username);
    });

    it('accepts a CSRF token handed out by one replica on the other, and no other token', async () => {
      const username = uniqueName('csrf');
      const visitor = new HttpSession(a.url);
      await visitor.csrf();
      const token = visitor.csrfToken!;
      visitor.csrfToken = 'not-the-token';
      expect((await visitor.on(b.url).register(username)).status).toBe(403);
      visitor.csrfToken = token;
      expect((await visitor.on(b.url).register(username)).status).toBe(201);
    });

    it('counts failed sign-ins on both replicas against one limit', async () => {
      const { username } = await signedIn(a);
      const attacker = new HttpSession(a.url);
      for (let i = 0; i < 10; i++) {
        const res = await attacker.on(i % 2 ? b.url : a.url).login(username, 'wrong-password');
        expect(res.status).toBe(401);
      }
      // The eleventh try is refused even with the right password, on either replica.
      expect((await attacker.on(a.url).login(username)).status).toBe(429);
      expect((await attacker.on(b.url).login(username)).status).toBe(429);
    });

    it('counts contact posts from one client IP on both replicas against one limit', async () => {
      const visitor = new HttpSession(a.url);
      visitor.headers['X-Forwarded-For'] = '203.0.113.77';
      for (let i = 0; i < 5; i++) {
        const res = await visitor
          .on(i % 2 ? b.url : a.url)
          .send('POST', '/api/contact', validContact());
        expect(res.status).toBe(201);
      }
      const sixth = await visitor.on(b.url).send('POST', '/api/contact', validContact());
      expect(sixth.status).toBe(429);
      expect((await visitor.on(a.url).send('POST', '/api/contact', validContact())).status).toBe(
        429,
      );
    });

    it('ends the session on both replicas when it signs out on one', async () => {
      const { user } = await signedIn(a);
      expect((await user.on(b.url).get('/api/auth/me')).status).toBe(200);
      expect((await user.on(b.url).send('POST', '/api/auth/logout')).status).toBe(200);
      expect((await user.on(a.url).get('/api/auth/me')).status).toBe(401);
    });

    it('ends a revoked session on the other replica', async () => {
      const { user: desk, username } = await signedIn(a);
      const laptop = new HttpSession(b.url);
      expect((await laptop.login(username)).status).toBe(200);
      const { body } = await desk.get('/api/profile/sessions');
      const other = body.sessions.find((s: { current: boolean }) => !s.current);
      expect((await desk.send('DELETE', `/api/profile/sessions/${other.id}`)).status).toBe(200);
      expect((await laptop.get('/api/auth/me')).status).toBe(401);
      expect((await desk.on(b.url).get('/api/auth/me')).status).toBe(200);
    });

    it('ends the sessions of a deactivated account on both replicas', async () => {
      const { user, username } = await signedIn(b);
      const admin = new HttpSession(a.url);
      expect((await admin.login(ADMIN)).status).toBe(200);
      const list = await admin.get(`/api/admin/users?search=${username}`);
      const userId = list.body.data[0].id;
      const res = await admin.send('PATCH', '/api/admin/users/status', { userId, isActive: false });
      expect(res.status).toBe(200);
      expect((await user.on(b.url).get('/api/auth/me')).status).toBe(401);
      expect((await user.on(a.url).get('/api/auth/me')).status).toBe(401);
    });

    it('ends the other sessions on both replicas after a password change', async () => {
      const { user: desk, username } = await signedIn(a);
      const laptop = new HttpSession(b.url);
      expect((await laptop.login(username)).status).toBe(200);
      const change = await desk.send('PUT', '/api/profile/password', {
        currentPassword: PASSWORD,
        newPassword: 'brand-new-password',
        confirmPassword: 'brand-new-password',
      });
      expect(change.status).toBe(200);
      expect((await laptop.get('/api/auth/me')).status).toBe(401);
      expect((await laptop.on(a.url).get('/api/auth/me')).status).toBe(401);
      expect((await desk.on(b.url).get('/api/auth/me')).status).toBe(200);
    });

    it('refuses an API token on the other replica as soon as it is revoked on one', async () => {
      const { user } = await signedIn(a);
      const created = await user.send('POST', '/api/tokens', {
        name: 'replicas',
        scopes: ['read'],
        expiresInDays: 7,
      });
      expect(created.status).toBe(201);
      const script = new HttpSession(b.url);
      script.headers.Authorization = `Bearer ${created.body.token}`;
      // Replica b has the token in its cache now.
      expect((await script.get('/api/auth/me')).status).toBe(200);
      expect((await user.send('DELETE', `/api/tokens/${created.body.id}`)).status).toBe(200);
      expect((await script.get('/api/auth/me')).status).toBe(401);
      expect((await script.on(a.url).get('/api/auth/me')).status).toBe(401);
    });
  });
}

describe('Scheduled jobs across replicas', () => {
  let replicas: NestFastifyApplication[] = [];
  afterAll(() => Promise.all(replicas.map((r) => r.close())));

  it('runs every scheduled job once per period, whichever replicas fire it', async () => {
    const clock = new ManualClock(new Date('2026-03-02T10:15:00Z'));
    // Two replicas of one database: the e2e PostgreSQL database, or one SQLite file.
    const shared: Record<string, string> = onPostgres
      ? {}
      : { DATA_DIR: mkdtempSync(join(tmpdir(), 'ironkeep-jobs-')) };
    replicas = [await createTestApp(shared, { clock }), await createTestApp(shared, { clock })];
    const claims: { job: string; replica: number; ran: boolean }[] = [];
    replicas.forEach((app, replica) => {
      const runner = app.get(JobRunner);
      const run = runner.runOncePerPeriod.bind(runner);
      jest.spyOn(runner, 'runOncePerPeriod').mockImplementation(async (job, period, work) => {
        const ran = await run(job, period, work);
        claims.push({ job, replica, ran });
        return ran;
      });
    });
    const timers = replicas.map((app) => scheduledTimers(app.get(SchedulerRegistry)));
    expect(timers[0].length).toBeGreaterThan(0);
    expect(timers[1]).toHaveLength(timers[0].length);

    for (let i = 0; i < timers[0].length; i++) {
      claims.length = 0;
      timers[0][i]();
      timers[1][i]();
      await eventually(() => claims.length === 2, `timer ${i} never went through JobRunner`);
      expect(claims[0].job).toBe(claims[1].job);
      expect(claims.filter((c) => c.ran)).toHaveLength(1);
    }
  });
});

/**
 * Timers every replica runs for itself, on purpose: each replica keeps its own copy of what they
 * refresh, so they must not take a once-per-period claim.
 */
const PER_REPLICA_TIMERS = [PLAN_KNOWLEDGE_REFRESH_JOB];

/**
 * Fires each interval and cron job registered with @nestjs/schedule, in registration order,
 * except the per-replica ones (which must be registered, or the exception list is stale).
 */
function scheduledTimers(registry: SchedulerRegistry): Array<() => void> {
  const names = registry.getIntervals();
  for (const name of PER_REPLICA_TIMERS) expect(names).toContain(name);
  const intervals = names
    .filter((name) => !PER_REPLICA_TIMERS.includes(name))
    .map((name) => registry.getInterval(name) as { _onTimeout: () => void })
    .map((timer) => () => timer._onTimeout());
  const crons = [...registry.getCronJobs().values()].map((job) => () => void job.fireOnTick());
  return [...intervals, ...crons];
}

async function eventually(check: () => boolean, message: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(message);
    await new Promise((r) => setTimeout(r, 20));
  }
}
