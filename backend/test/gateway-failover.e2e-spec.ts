import { NestFastifyApplication } from '@nestjs/platform-fastify';
import OpenAI from 'openai';
import request from 'supertest';
import { createTestApp } from './app.factory';
import { InferenceServer, startInferenceServer } from './fake-inference-servers';
import {
  GatewayOrg,
  listenOnFreePort,
  openAiClient,
  organizationWithServers,
} from './gateway-helpers';

const HOUR = 3_600_000;
const MODEL = 'llama3.1:8b';
const question = [{ role: 'user' as const, content: 'Status of the cluster?' }];

/** Failures before and after the first byte, disconnects and timeouts (docs/gateway.md). */
describe('Inference gateway: failover, streams that die, callers that leave', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;
  let a: InferenceServer;
  let b: InferenceServer;
  let org: GatewayOrg;
  let client: OpenAI;

  beforeAll(async () => {
    [a, b] = await Promise.all([
      startInferenceServer({ name: 'a', model: MODEL }),
      startInferenceServer({ name: 'b', model: MODEL }),
    ]);
    app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      SERVER_HEALTH_INTERVAL_MS: String(HOUR),
      GATEWAY_FIRST_TOKEN_TIMEOUT_MS: '1000',
      GATEWAY_IDLE_TIMEOUT_MS: '1000',
      GATEWAY_COOLDOWN_MS: '60000',
    });
    baseUrl = await listenOnFreePort(app);
    org = await organizationWithServers(app, [
      { fake: a, model: MODEL },
      { fake: b, model: MODEL },
    ]);
    client = openAiClient(baseUrl, org.inferenceToken);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([a.stop(), b.stop()]);
  });
  beforeEach(() => {
    for (const s of [a, b])
      Object.assign(s, { failure: 'none', chunkDelayMs: 0, words: 5, calls: [] });
  });

  /** Back to both active and out of cooldown (a check passes; a new app-wide state). */
  async function restore(): Promise<void> {
    for (const id of org.serverIds) await org.owner.client.post(`/api/servers/${id}/check`);
    const { GatewayService } = await import('../src/modules/gateway/gateway.service');
    const cooldowns = (
      app.get(GatewayService) as unknown as { cooldowns: { clear(id: string): Promise<void> } }
    ).cooldowns;
    for (const id of org.serverIds) await cooldowns.clear(id);
  }

  const serverStatus = async (id: string) =>
    (await org.owner.client.agent.get(`/api/servers/${id}`).expect(200)).body.status;

  it('never fails a JSON request for a dead server: retried, cooled down, checked at once', async () => {
    await b.stop();
    try {
      const attempts: string[] = [];
      for (let i = 0; i < 12; i++) {
        const { data, response } = await client.chat.completions
          .create({ model: MODEL, messages: question })
          .withResponse();
        expect(data.choices[0].message.content).toContain('a-0');
        attempts.push(response.headers.get('x-ironkeep-attempts')!);
      }
      // At most the first request found b (then it cooled down); b's check marked it failed.
      expect(attempts.filter((n) => n === '2').length).toBeLessThanOrEqual(1);
      await eventually(async () => (await serverStatus(org.serverIds[1])) === 'failed');
    } finally {
      await b.start();
      await restore();
    }
  });

  it('retries a 500 before the first byte on the other server, and cools the failing one down', async () => {
    a.failure = 'error-500';
    for (let i = 0; i < 10; i++) {
      const res = await client.chat.completions.create({
        model: MODEL,
        messages: question,
        stream: i % 2 === 1,
      });
      if (i % 2 === 0)
        expect((res as OpenAI.ChatCompletion).choices[0].message.content).toContain('b-0');
      else for await (const chunk of res as AsyncIterable<OpenAI.ChatCompletionChunk>) void chunk;
    }
    expect(a.calls.length).toBeLessThanOrEqual(1);
    expect(b.calls.length).toBeGreaterThanOrEqual(9);
    await restore();
  });

  it('ends a stream whose server dies mid-way with an error event and no [DONE]', async () => {
    for (const s of [a, b]) s.failure = 'die-mid-stream';
    const res = await request(baseUrl)
      .post('/api/v1/chat/completions')
      .set('Authorization', `Bearer ${org.inferenceToken}`)
      .send({ model: MODEL, messages: question, stream: true })
      .expect(200);
    const events = res.text.split('\n\n').filter(Boolean);
    expect(res.text).not.toContain('[DONE]');
    expect(JSON.parse(events.at(-1)!.replace(/^data: /, ''))).toEqual({
      error: {
        message: 'The AI server stopped answering mid-stream',
        type: 'server_error',
        param: null,
        code: 'upstream_error',
      },
    });
    // The official client reports it as an error rather than a short answer.
    const stream = await client.chat.completions.create({
      model: MODEL,
      messages: question,
      stream: true,
    });
    await expect(
      (async () => {
        for await (const chunk of stream) void chunk;
      })(),
    ).rejects.toThrow(/mid-stream/);
    await restore();
  });

  it('cools down a server whose stream died mid-way: the next requests go to the other one', async () => {
    a.failure = 'die-mid-stream';
    // Least in flight, random among equals: streams until one lands on a and dies there.
    let diedOnA = false;
    for (let i = 0; i < 30 && !diedOnA; i++) {
      const res = await request(baseUrl)
        .post('/api/v1/chat/completions')
        .set('Authorization', `Bearer ${org.inferenceToken}`)
        .send({ model: MODEL, messages: question, stream: true })
        .expect(200);
      diedOnA = res.headers['x-ironkeep-server-id'] === org.serverIds[0];
      expect(res.text.includes('[DONE]')).toBe(!diedOnA);
    }
    expect(diedOnA).toBe(true);
    const callsOnA = a.calls.length;
    for (let i = 0; i < 6; i++) {
      const { data, response } = await client.chat.completions
        .create({ model: MODEL, messages: question })
        .withResponse();
      expect(data.choices[0].message.content).toContain('b-0');
      expect(response.headers.get('x-ironkeep-attempts')).toBe('1');
    }
    expect(a.calls.length).toBe(callsOnA);
    await restore();
  });

  it('aborts the upstream request at once when the caller leaves', async () => {
    for (const s of [a, b]) Object.assign(s, { chunkDelayMs: 300, words: 20 });
    const controller = new AbortController();
    const stream = await client.chat.completions.create(
      { model: MODEL, messages: question, stream: true },
      { signal: controller.signal },
    );
    const reading = (async () => {
      for await (const chunk of stream) if (chunk.choices[0]?.delta?.content) controller.abort();
    })();
    await reading.catch(() => undefined);
    const served = [a, b].find((s) => s.calls.length === 1)!;
    await eventually(async () => served.calls[0].abortedEarly);
  });

  it('answers 503 at once when no server can answer', async () => {
    await Promise.all([a.stop(), b.stop()]);
    try {
      for (const stream of [false, true]) {
        const err = await client.chat.completions
          .create({ model: MODEL, messages: question, stream })
          .catch((e) => e);
        expect(err).toBeInstanceOf(OpenAI.InternalServerError);
        expect(err.status).toBe(503);
        expect(err.error).toMatchObject({ type: 'server_error', code: 'no_server_available' });
      }
    } finally {
      await Promise.all([a.start(), b.start()]);
      await restore();
    }
  });

  it('gives up on a server that never answers within the first-token timeout', async () => {
    for (const s of [a, b]) s.failure = 'hang';
    const err = await client.chat.completions
      .create({ model: MODEL, messages: question, stream: true })
      .catch((e) => e);
    expect(err.status).toBe(503);
    expect(err.error.message).toMatch(/2 tried/);
    for (const s of [a, b]) s.failure = 'none';
    await restore();
  });
});

async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
