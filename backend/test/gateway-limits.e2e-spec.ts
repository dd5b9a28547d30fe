import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { ManualClock } from '../src/common/clock/manual-clock';
import { ApiClient, expectStatus } from './api-client';
import { bearer, createToken } from './api-token-helpers';
import { createTestApp, E2E_DB } from './app.factory';
import { InferenceServer, startInferenceServer } from './fake-inference-servers';
import { GatewayOrg, listenOnFreePort, organizationWithServers } from './gateway-helpers';
import { addMember, signUp } from './organizations-helpers';
import { parseSse } from './sse-helpers';

const HOUR = 3_600_000;
const MODEL = 'llama3.1:8b';
const chat = { model: MODEL, messages: [{ role: 'user', content: 'How many GPUs do we have?' }] };

/**
 * Limits of API tokens, members and teams in the gateway (issue 40; docs/governance.md). On
 * PostgreSQL + Redis two app instances share the database and Redis, as replicas behind a load
 * balancer; on SQLite one instance counts in memory. Both run on one ManualClock that does not
 * move: minute limits count in fixed 60-second windows, and a burst that straddled a window's
 * end would rightly be admitted twice, so the test holds the clock at 10:00:20 (40 s from the
 * next window) and never depends on the real time.
 */
describe('Gateway limits', () => {
  const clock = new ManualClock(new Date('2026-03-02T10:00:20Z'));
  const apps: NestFastifyApplication[] = [];
  let fake: InferenceServer;
  let org: GatewayOrg;
  let first: NestFastifyApplication;

  beforeAll(async () => {
    fake = await startInferenceServer({ name: 'a', model: MODEL });
    const env = {
      THROTTLE_ENABLED: 'false',
      SERVER_HEALTH_INTERVAL_MS: String(HOUR),
      // The replicas share one Redis namespace, as one installation's replicas do.
      REDIS_PREFIX: `ironkeep-test:${randomBytes(6).toString('hex')}:`,
    };
    const replicas = E2E_DB === 'postgres' ? 2 : 1;
    for (let i = 0; i < replicas; i++) apps.push(await createTestApp(env, { clock }));
    first = apps[0];
    org = await organizationWithServers(first, [{ fake, model: MODEL }]);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fake.stop();
  });
  beforeEach(() =>
    Object.assign(fake, { failure: 'none', chunkDelayMs: 0, words: 5, hold: undefined }),
  );

  async function tokenWith(limits: Record<string, number | null>): Promise<string> {
    const res = await org.owner.client
      .post('/api/tokens', { name: 'limited', scopes: ['inference'], expiresInDays: 30, limits })
      .then(expectStatus(201));
    expect(res.body.limits).toMatchObject(limits);
    return res.body.token as string;
  }

  it(`requestsPerMinute: 60 admits exactly 60 of 100 concurrent calls (${E2E_DB === 'postgres' ? 'two replicas, Redis' : 'one instance'})`, async () => {
    const token = await tokenWith({ requestsPerMinute: 60 });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        bearer(apps[i % apps.length], token).post('/api/v1/chat/completions', chat),
      ),
    );
    const admitted = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 429);
    expect(admitted).toHaveLength(60);
    expect(refused).toHaveLength(40);
    // Each admitted call saw its own place in the window: 59 left … 0 left.
    const remaining = admitted.map((r) => Number(r.headers['x-ratelimit-remaining-requests']));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    for (const r of admitted) {
      expect(r.headers['x-ratelimit-limit-requests']).toBe('60');
      expect(r.headers['x-ratelimit-reset-requests']).toBe('40s');
    }
    for (const r of refused) {
      expect(r.body.error).toMatchObject({ code: 'rate_limit_exceeded', type: 'rate_limit_error' });
      expect(r.headers).toMatchObject({
        'retry-after': '40',
        'x-ratelimit-limit-requests': '60',
        'x-ratelimit-remaining-requests': '0',
        'x-ratelimit-reset-requests': '40s',
        'x-ironkeep-limit': 'token',
      });
    }
  });

  it('maxConcurrent: 2 refuses the third open stream at once, and admits again once one ends', async () => {
    const token = await tokenWith({ maxConcurrent: 2 });
    const url = await listenOnFreePort(first);
    let finish!: () => void;
    fake.hold = new Promise<void>((resolve) => (finish = resolve));
    const open = () =>
      fetch(`${url}/api/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...chat, stream: true }),
      });
    const streams = [await open(), await open()];
    expect(streams.map((s) => s.status)).toEqual([200, 200]);
    const third = await open();
    expect(third.status).toBe(429);
    expect(third.headers.get('x-ironkeep-limit')).toBe('token');
    expect(third.headers.get('retry-after')).toBe('1');
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe(
      'rate_limit_exceeded',
    );

    finish();
    for (const s of streams) expect(await s.text()).toContain('[DONE]');
    fake.hold = undefined;
    const again = await bearer(first, token).post('/api/v1/chat/completions', chat);
    expect(again.status).toBe(200);
  });

  it("a team's monthly budget stops its member within one call; members may not set limits", async () => {
    const member = await addMember(first, org);
    const team = await org.owner.client
      .post('/api/organizations/teams', { name: `Interns ${Date.now()}` })
      .then(expectStatus(201));
    await org.owner.client
      .send('put', `/api/organizations/teams/${team.body.id}/members/${member.id}`, {})
      .then(expectStatus(200));

    for (const path of [
      `/api/organizations/teams/${team.body.id}/limits`,
      `/api/organizations/members/${member.id}/limits`,
    ]) {
      const refused = await member.client
        .send('put', path, { monthlyTokens: 10 })
        .then(expectStatus(403));
      expect(refused.body.code).toBe('NOT_ORGANIZATION_ADMIN');
      for (const bad of [0, -1, 1.5, '10'])
        await org.owner.client.send('put', path, { monthlyTokens: bad }).then(expectStatus(400));
    }
    const set = await org.owner.client
      .send('put', `/api/organizations/teams/${team.body.id}/limits`, { monthlyTokens: 5 })
      .then(expectStatus(200));
    expect(set.body).toEqual({
      monthlyTokens: 5,
      requestsPerMinute: null,
      tokensPerMinute: null,
      maxConcurrent: null,
    });
    // Members see their team's limits.
    const seen = await member.client.agent
      .get(`/api/organizations/teams/${team.body.id}/limits`)
      .then(expectStatus(200));
    expect(seen.body).toEqual(set.body);

    const { token } = await createToken(member.client, ['inference']);
    // The first call uses more than the whole budget: it is the one call the budget lets over.
    await bearer(first, token).post('/api/v1/chat/completions', chat).then(expectStatus(200));
    const stopped = await bearer(apps[apps.length - 1], token)
      .post('/api/v1/chat/completions', chat)
      .then(expectStatus(429));
    expect(stopped.body.error).toMatchObject({
      type: 'insufficient_quota',
      code: 'insufficient_quota',
    });
    expect(stopped.body.error.message).toMatch(/team.*renews on 2026-04-01T00:00:00\.000Z/);
    expect(stopped.headers['x-ironkeep-limit']).toBe('team');
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // Every generation route is stopped: completions, embeddings, Anthropic's messages.
    for (const [path, body] of [
      ['/api/v1/completions', { model: MODEL, prompt: 'def add(' }],
      ['/api/v1/embeddings', { model: MODEL, input: 'x' }],
      ['/api/v1/messages', { model: MODEL, max_tokens: 16, messages: chat.messages }],
    ] as const) {
      const res = await bearer(first, token).post(path, body).then(expectStatus(429));
      expect(res.headers['x-ironkeep-limit']).toBe('team');
    }

    // The signed-in assistants obey it too, and say so in words; the server is not asked.
    await org.owner.client.post(`/api/servers/${org.serverIds[0]}/check`).then(expectStatus(200));
    const callsBefore = fake.calls.length;
    expect(await askAssistant(member.client)).toEqual({
      answeredBy: 'No answer: a limit of yours is reached',
      text: "Your team's monthly token budget is used up; it renews on April 1, 2026.",
    });
    expect(fake.calls.length).toBe(callsBefore);

    // null removes the budget: the member is admitted again.
    await org.owner.client
      .send('put', `/api/organizations/teams/${team.body.id}/limits`, { monthlyTokens: null })
      .then(expectStatus(200));
    await bearer(first, token).post('/api/v1/chat/completions', chat).then(expectStatus(200));

    // The assistants' answers count against the member's own budget, like their tokens' calls.
    await org.owner.client
      .send('put', `/api/organizations/members/${member.id}/limits`, { monthlyTokens: 5 })
      .then(expectStatus(200));
    expect((await askAssistant(member.client)).answeredBy).toBe(`${MODEL} on a`);
    expect(await askAssistant(member.client)).toEqual({
      answeredBy: 'No answer: a limit of yours is reached',
      text: 'Your monthly token budget is used up; it renews on April 1, 2026.',
    });
    await bearer(first, token).post('/api/v1/chat/completions', chat).then(expectStatus(429));
  });

  let asked = 0;
  /** One question to a signed-in assistant: what answered, and the answer's text. */
  async function askAssistant(client: Awaited<ReturnType<typeof addMember>>['client']) {
    const res = await client
      .post('/api/assistants/deploy/stream', {
        query: 'How do I back up IronKeep?',
        sessionId: `limits-${++asked}`,
      })
      .then(expectStatus(200));
    const { events } = parseSse(res.text);
    expect(events.at(-1)).toEqual({ type: 'complete' });
    const text = events
      .filter((e) => e.type === 'chunk')
      .map((e) => e.content)
      .join('');
    return { answeredBy: events[0].answeredBy, text };
  }

  it('a member sees their models, each limit that applies and what is left, counting nothing', async () => {
    const member = await addMember(first, org);
    const last = apps[apps.length - 1];
    const team = await org.owner.client
      .post('/api/organizations/teams', { name: `Night shift ${Date.now()}` })
      .then(expectStatus(201));
    await org.owner.client
      .send('put', `/api/organizations/teams/${team.body.id}/members/${member.id}`, {})
      .then(expectStatus(200));
    await org.owner.client
      .send('put', `/api/organizations/teams/${team.body.id}/limits`, { requestsPerMinute: 10 })
      .then(expectStatus(200));
    await org.owner.client
      .send('put', `/api/organizations/members/${member.id}/limits`, {
        monthlyTokens: 100_000,
        maxConcurrent: 3,
      })
      .then(expectStatus(200));
    await org.owner.client
      .send('put', `/api/organizations/models/${encodeURIComponent(MODEL)}`, {
        access: 'everyone',
        aliases: ['gpt-4o-mini'],
      })
      .then(expectStatus(200));
    await org.owner.client.post(`/api/servers/${org.serverIds[0]}/check`).then(expectStatus(200));

    const { token } = await createToken(member.client, ['inference']);
    let tokens = 0;
    for (const app of [first, last, first]) {
      const res = await bearer(app, token)
        .post('/api/v1/chat/completions', chat)
        .then(expectStatus(200));
      tokens += res.body.usage.total_tokens as number;
    }
    const mine = async () =>
      (await member.client.agent.get('/api/organizations/my-access').then(expectStatus(200))).body;
    // Read twice: reading counts nothing (the second read sees the same figures).
    await mine();
    const seen = await mine();
    expect(seen.models).toEqual([
      { id: MODEL, model: MODEL, available: true },
      { id: 'gpt-4o-mini', model: MODEL, available: true },
    ]);
    expect(seen.limits.filter((l: { level: string }) => l.level !== 'organization')).toEqual([
      {
        level: 'member',
        name: null,
        uses: [
          {
            kind: 'monthlyTokens',
            limit: 100_000,
            used: tokens,
            remaining: 100_000 - tokens,
            resetsAt: '2026-04-01T00:00:00.000Z',
          },
          { kind: 'maxConcurrent', limit: 3, used: 0, remaining: 3, resetsAt: null },
        ],
      },
      {
        level: 'team',
        name: team.body.name,
        uses: [
          // The window of 10:00:00 to 10:01:00: three calls, on both replicas.
          {
            kind: 'requestsPerMinute',
            limit: 10,
            used: 3,
            remaining: 7,
            resetsAt: '2026-03-02T10:01:00.000Z',
          },
        ],
      },
    ]);
    // The organization's plan allowance is the first level, in the same shape.
    const organization = seen.limits.find((l: { level: string }) => l.level === 'organization');
    expect(organization.uses).toEqual([
      expect.objectContaining({ kind: 'monthlyTokens', resetsAt: '2026-04-01T00:00:00.000Z' }),
    ]);

    // A model limited to a team the member is not in is not theirs to see.
    const other = await org.owner.client
      .post('/api/organizations/teams', { name: `Radiology ${Date.now()}` })
      .then(expectStatus(201));
    await org.owner.client
      .send('put', `/api/organizations/models/${encodeURIComponent(MODEL)}`, {
        access: { teams: [other.body.id] },
        aliases: [],
      })
      .then(expectStatus(200));
    expect((await mine()).models).toEqual([]);
    await org.owner.client
      .send('put', `/api/organizations/models/${encodeURIComponent(MODEL)}`, { access: 'everyone' })
      .then(expectStatus(200));
    // Signed out or outside any organization: no answer.
    await new ApiClient(first).agent.get('/api/organizations/my-access').then(expectStatus(401));
    const outsider = await signUp(first, 'outsider');
    const none = await outsider.client.agent
      .get('/api/organizations/my-access')
      .then(expectStatus(404));
    expect(none.body.code).toBe('NO_ORGANIZATION');
  });

  it("PATCH /api/tokens/{id} changes a token's limits; the strictest applicable wins", async () => {
    const member = await addMember(first, org);
    await org.owner.client
      .send('put', `/api/organizations/members/${member.id}/limits`, { requestsPerMinute: 2 })
      .then(expectStatus(200));
    const { token, id } = await createToken(member.client, ['inference']);
    const patched = await member.client
      .send('patch', `/api/tokens/${id}`, {
        limits: { requestsPerMinute: 5, tokensPerMinute: 100000 },
      })
      .then(expectStatus(200));
    expect(patched.body.limits).toMatchObject({ requestsPerMinute: 5, tokensPerMinute: 100000 });
    const ok = await bearer(first, token)
      .post('/api/v1/chat/completions', chat)
      .then(expectStatus(200));
    // The member's 2 is stricter than the token's 5.
    expect(ok.headers['x-ratelimit-limit-requests']).toBe('2');
    expect(ok.headers['x-ratelimit-remaining-requests']).toBe('1');
    expect(ok.headers['x-ratelimit-limit-tokens']).toBe('100000');
    await bearer(first, token).post('/api/v1/chat/completions', chat).then(expectStatus(200));
    const third = await bearer(first, token)
      .post('/api/v1/chat/completions', chat)
      .then(expectStatus(429));
    expect(third.headers['x-ironkeep-limit']).toBe('member');
    const list = await member.client.agent.get('/api/tokens').then(expectStatus(200));
    expect(list.body.tokens[0].limits.requestsPerMinute).toBe(5);
  });
});
