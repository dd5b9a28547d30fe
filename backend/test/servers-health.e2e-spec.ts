import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ManualClock } from '../src/common/clock/manual-clock';
import { ServerHealthChecker } from '../src/modules/servers/health/server-health-checker';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import {
  deadUrl,
  failingServer,
  fakeOllama,
  fakeOpenAi,
  FakeServer,
  hangingServer,
  listen,
  redirectingServer,
} from './fake-model-servers';
import { newOrganization, Organization, server } from './organizations-helpers';

const INTERVAL = 3_600_000;

describe('The server health checker against servers that speak Ollama and OpenAI', () => {
  let app: NestFastifyApplication;
  let checker: ServerHealthChecker;
  let org: Organization;
  const clock = new ManualClock(new Date('2026-03-01T09:00:00Z'));
  const fakes: FakeServer[] = [];
  const fake = async (started: Promise<FakeServer>) => {
    const f = await started;
    fakes.push(f);
    return f;
  };

  beforeAll(async () => {
    app = await createTestApp(
      {
        THROTTLE_ENABLED: 'false',
        SERVER_HEALTH_INTERVAL_MS: String(INTERVAL),
        // Room for the 8 parallel checks below on a loaded CI machine (0.3 s lost two once).
        SERVER_HEALTH_TIMEOUT_MS: '1000',
      },
      { clock },
    );
    checker = app.get(ServerHealthChecker);
    org = await newOrganization(app, 'enterprise');
  });
  afterAll(async () => {
    await app.close();
    await Promise.all(fakes.map((f) => f.close()));
  });

  /** Registers a server, runs the checker once, and returns the server as the API shows it. */
  async function addAndCheck(body: object, client: ApiClient = org.owner.client) {
    const created = await client.post('/api/servers', body).then(expectStatus(201));
    clock.advance(1000);
    await checker.checkDueServers();
    return (await client.agent.get(`/api/servers/${created.body.id}`).expect(200)).body;
  }

  it('marks an Ollama server with the model active and healthy', async () => {
    const ollama = await fake(fakeOllama(['llama3.2:latest', 'mistral:7b']));
    const checked = await addAndCheck(server(ollama.url, { model: 'llama3.2' }));
    expect(checked).toMatchObject({
      status: 'active',
      healthStatus: 'healthy',
      healthReason: null,
    });
    expect(checked.lastCheckedAt).toBe(clock.now().toISOString());
    expect(ollama.requests).toEqual(['GET /api/tags']);
  });

  it('marks a server without the configured model unhealthy and says which models it has', async () => {
    const ollama = await fake(fakeOllama(['mistral:7b']));
    const checked = await addAndCheck(server(ollama.url, { model: 'llama3.2' }));
    expect(checked).toMatchObject({
      status: 'failed',
      healthStatus: 'unhealthy',
      healthReason: 'Model llama3.2 is not on this server (it has: mistral:7b)',
    });
  });

  it('checks vLLM and other OpenAI-compatible servers on /v1/models, with or without /v1 in the URL', async () => {
    const vllm = await fake(fakeOpenAi(['Qwen/Qwen2.5-0.5B-Instruct']));
    const withV1 = await addAndCheck(
      server(`${vllm.url}/v1`, { runtime: 'vllm', model: 'Qwen/Qwen2.5-0.5B-Instruct' }),
    );
    expect(withV1).toMatchObject({ status: 'active', healthStatus: 'healthy' });
    const withoutV1 = await addAndCheck(
      server(vllm.url, { runtime: 'openai-compatible', model: 'qwen/qwen2.5-0.5b-instruct' }),
    );
    expect(withoutV1).toMatchObject({
      status: 'failed',
      healthStatus: 'unhealthy',
      healthReason:
        'Model qwen/qwen2.5-0.5b-instruct is not on this server; did you mean Qwen/Qwen2.5-0.5B-Instruct?',
    });
    // One check each: a second later the healthy one is not due again (an interval after its last).
    expect(vllm.requests).toEqual(['GET /v1/models', 'GET /v1/models']);
  });

  it('reports HTTP errors, refused connections and answers that are not the runtime’s', async () => {
    const broken = await fake(failingServer(500));
    expect(await addAndCheck(server(broken.url))).toMatchObject({
      status: 'failed',
      healthStatus: 'unhealthy',
      healthReason: 'GET /api/tags answered HTTP 500',
    });
    const dead = await deadUrl();
    const refused = await addAndCheck(server(dead));
    expect(refused.healthReason).toBe(
      `Connection refused at ${new URL(dead).host}: is the server running?`,
    );
    const html = await fake(listen((_req, res) => res.end('<html>It works!</html>')));
    expect((await addAndCheck(server(html.url))).healthReason).toBe(
      'GET /api/tags did not answer with JSON',
    );
    const wrongShape = await fake(listen((_req, res) => res.end('{"data":[]}')));
    expect((await addAndCheck(server(wrongShape.url))).healthReason).toBe(
      'GET /api/tags did not answer like Ollama',
    );
    const secured = await fake(failingServer(401));
    expect((await addAndCheck(server(secured.url, { runtime: 'vllm' }))).healthReason).toBe(
      'GET /v1/models answered HTTP 401: the server requires credentials (set its API key)',
    );
  });

  it('gives up on a server that does not answer within the timeout', async () => {
    const hanging = await fake(hangingServer());
    const checked = await addAndCheck(server(hanging.url));
    expect(checked).toMatchObject({
      status: 'failed',
      healthStatus: 'unhealthy',
      healthReason: `No answer within 1 s from ${new URL(hanging.url).host}`,
    });
  });

  it('never follows a redirect to another host, and follows one within the server', async () => {
    const elsewhere = await fake(fakeOllama(['llama3.2:latest']));
    const redirecting = await fake(redirectingServer((path) => `${elsewhere.url}${path}`));
    const checked = await addAndCheck(server(redirecting.url));
    expect(checked).toMatchObject({ status: 'failed', healthStatus: 'unhealthy' });
    expect(checked.healthReason).toBe(
      `GET /api/tags redirected to another host (${new URL(elsewhere.url).host}); IronKeep does not follow redirects away from the server's address`,
    );
    expect(elsewhere.requests).toEqual([]);

    const prefixed = await fake(
      listen((req, res) => {
        if (req.url === '/api/tags') {
          res.writeHead(301, { Location: '/ollama/api/tags' });
          return res.end();
        }
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({ models: [{ name: 'llama3.2:latest', model: 'llama3.2:latest' }] }),
        );
      }),
    );
    expect(await addAndCheck(server(prefixed.url))).toMatchObject({
      status: 'active',
      healthStatus: 'healthy',
    });
    expect(prefixed.requests).toEqual(['GET /api/tags', 'GET /ollama/api/tags']);
  });

  it('refuses link-local metadata addresses before any probe (registration is a 400)', async () => {
    const refused = await org.owner.client
      .post('/api/servers', server('http://169.254.169.254'))
      .then(expectStatus(400));
    expect(refused.body).toMatchObject({
      code: 'INVALID_SERVER_URL',
      message:
        'Cloud metadata, link-local, multicast and unspecified addresses (such as 169.254.169.254) are never used for AI servers',
    });
  });

  it('checks the IronKeep local service on /health: runtime, model and memory', async () => {
    // The shape of local-service/src/health/health.routes.ts.
    const health = {
      status: 'ok',
      service: 'ironkeep-local',
      version: '1.0.0',
      model: 'mistral:7b',
      runtime: {
        kind: 'ollama',
        name: 'Ollama',
        url: 'http://localhost:11434',
        reachable: true,
        modelAvailable: true,
      },
      memory: { kind: 'sqlite', path: '/data/memory.sqlite', ok: true, sessions: 2 },
      license: { status: 'not_configured' },
    };
    let answer: object = health;
    const local = await fake(
      listen((_req, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(answer));
      }),
    );
    const created = await org.owner.client
      .post('/api/servers', server(local.url, { runtime: 'ironkeep-local', model: 'mistral:7b' }))
      .then(expectStatus(201));
    const check = async () =>
      (
        await org.owner.client
          .post(`/api/servers/${created.body.id}/check`, {})
          .then(expectStatus(200))
      ).body;
    expect(await check()).toMatchObject({ status: 'active', healthStatus: 'healthy' });

    answer = {
      ...health,
      status: 'degraded',
      runtime: { ...health.runtime, reachable: false, modelAvailable: null },
    };
    expect((await check()).healthReason).toBe(
      'The local service is up but its Ollama at http://localhost:11434 is unreachable',
    );
    answer = {
      ...health,
      status: 'degraded',
      runtime: { ...health.runtime, modelAvailable: false },
    };
    expect((await check()).healthReason).toBe(
      "The local service's runtime does not have model mistral:7b yet (ironkeep pull)",
    );
    answer = { ...health, model: 'llama3.2' };
    expect((await check()).healthReason).toBe(
      'The local service runs model llama3.2, not mistral:7b',
    );
    answer = { ...health, status: 'degraded', memory: { ...health.memory, ok: false } };
    expect(await check()).toMatchObject({
      status: 'failed',
      healthReason: "The local service's memory store is failing",
    });
    expect(local.requests).toHaveLength(5);
    expect(new Set(local.requests)).toEqual(new Set(['GET /health']));
  });

  it('checks a failing server every interval like a healthy one, and shows the schedule', async () => {
    let healthy = false;
    const flaky = await fake(
      listen((_req, res) => {
        res.writeHead(healthy ? 200 : 503, { 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify(
            healthy ? { models: [{ name: 'llama3.2:latest' }] } : { error: 'loading' },
          ),
        );
      }),
    );
    const created = await org.owner.client
      .post('/api/servers', server(flaky.url))
      .then(expectStatus(201));
    // Registered: checked on the next run.
    expect(created.body).toMatchObject({
      status: 'provisioning',
      nextCheckAt: clock.now().toISOString(),
      checkIntervalSeconds: INTERVAL / 1000,
    });
    const run = async (after = INTERVAL) => {
      clock.advance(after);
      await checker.checkDueServers();
    };
    // Hours pass on the app's clock between the owner's visits: each visit signs in afresh
    // (a session idles out after 30 minutes).
    const view = async () => {
      await org.owner.client.csrf();
      await org.owner.client.login(org.owner.username).then(expectStatus(200));
      return (await org.owner.client.agent.get(`/api/servers/${created.body.id}`).expect(200)).body;
    };
    for (let i = 1; i <= 5; i += 1) {
      await run();
      expect(flaky.requests).toHaveLength(i);
    }
    const checkedAt = clock.now();
    expect(await view()).toMatchObject({
      status: 'failed',
      healthReason: 'GET /api/tags answered HTTP 503',
      lastCheckedAt: checkedAt.toISOString(),
      nextCheckAt: new Date(checkedAt.getTime() + INTERVAL).toISOString(),
      checkIntervalSeconds: INTERVAL / 1000,
    });
    // A run that fires a little before the planned time (timer drift) still checks it.
    await run(INTERVAL - 60_000);
    expect(flaky.requests).toHaveLength(6);
    // It answers again: healthy at the very next run.
    healthy = true;
    await run();
    expect(flaky.requests).toHaveLength(7);
    expect(await view()).toMatchObject({
      status: 'active',
      healthStatus: 'healthy',
      healthReason: null,
    });
    await run(); // healthy servers are checked on every run too
    expect(flaky.requests).toHaveLength(8);

    // Stopped: not checked, and no next check to show.
    await org.owner.client.csrf();
    await org.owner.client.login(org.owner.username).then(expectStatus(200));
    const stopped = await org.owner.client
      .post(`/api/servers/${created.body.id}/stop`, {})
      .then(expectStatus(200));
    expect(stopped.body.nextCheckAt).toBeNull();
    await run();
    await run();
    expect(flaky.requests).toHaveLength(8);
    await org.owner.client.csrf();
    await org.owner.client.login(org.owner.username).then(expectStatus(200));
    await org.owner.client
      .post(`/api/servers/${created.body.id}/start`, {})
      .then(expectStatus(200));
    await run();
    expect(flaky.requests).toHaveLength(9);
  });

  it('plans the next automatic check an interval after a Check now', async () => {
    // The test before moved the app's clock hours ahead: the owner's session has idled out.
    await org.owner.client.csrf();
    await org.owner.client.login(org.owner.username).then(expectStatus(200));
    const ollama = await fake(fakeOllama(['llama3.2:latest']));
    const created = await addAndCheck(server(ollama.url));
    clock.advance(INTERVAL / 4);
    const checked = await org.owner.client
      .post(`/api/servers/${created.id}/check`, {})
      .then(expectStatus(200));
    expect(checked.body.nextCheckAt).toBe(new Date(clock.now().getTime() + INTERVAL).toISOString());
    // The run that was due a quarter of an interval from now leaves it alone.
    clock.advance(INTERVAL / 4);
    await checker.checkDueServers();
    expect(ollama.requests).toHaveLength(2);
  });

  it('checks many servers with at most 8 requests in flight', async () => {
    const many = await newOrganization(app, 'enterprise');
    let inFlight = 0;
    let peak = 0;
    const slow = await fake(
      listen((_req, res) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        setTimeout(() => {
          inFlight -= 1;
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ models: [{ name: 'llama3.2:latest' }] }));
        }, 50);
      }),
    );
    for (let i = 0; i < 20; i += 1) {
      await many.owner.client
        .post('/api/servers', server(slow.url, { name: `n${i}` }))
        .then(expectStatus(201));
    }
    clock.advance(INTERVAL);
    await checker.checkDueServers();
    expect(slow.requests).toHaveLength(20);
    expect(peak).toBe(8);
  });
});
