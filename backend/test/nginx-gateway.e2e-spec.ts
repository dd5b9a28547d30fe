import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from './app.factory';
import { answerWords, InferenceServer, startInferenceServer } from './fake-inference-servers';
import { GatewayOrg, listenOnFreePort, organizationWithServers } from './gateway-helpers';
import { RunningNginx, startNginx } from './nginx';

const HOUR = 3_600_000;
const MODEL = 'llama3.1:8b';

/**
 * The inference gateway behind deploy/nginx/nginx.conf (its `location /api/v1/`), run with
 * Debian's nginx as security-headers.e2e-spec.ts runs it: streams pass chunk by chunk, 4 MB
 * bodies pass, the backend's OpenAI-shaped errors pass untouched, and a client that hangs up
 * stops the generation upstream. Needs /usr/sbin/nginx (.ci/run installs it).
 */
describe('The inference gateway through nginx', () => {
  let app: NestFastifyApplication;
  let backend: string;
  let nginx: RunningNginx;
  let server: InferenceServer;
  let org: GatewayOrg;

  beforeAll(async () => {
    server = await startInferenceServer({ name: 'gpu', model: MODEL });
    app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      TRUST_PROXY: 'true',
      SERVER_HEALTH_INTERVAL_MS: String(HOUR),
    });
    backend = await listenOnFreePort(app);
    org = await organizationWithServers(app, [{ fake: server, model: MODEL }]);
    const root = mkdtempSync(join(tmpdir(), 'ironkeep-nginx-root-'));
    nginx = await startNginx('nginx.conf', { root, backendPort: Number(new URL(backend).port) });
  });
  afterAll(async () => {
    await nginx?.stop();
    await app?.close();
    await server?.stop();
  });
  beforeEach(() => Object.assign(server, { hold: undefined, words: 5, calls: [] }));

  const post = (base: string, body: unknown, init: RequestInit = {}) =>
    fetch(`${base}/api/v1/chat/completions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${org.inferenceToken}`,
        'Content-Type': 'application/json',
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    });
  const streamed = { model: MODEL, stream: true, messages: [{ role: 'user', content: 'Hello' }] };

  it('relays a streamed completion chunk by chunk while the server is still generating', async () => {
    let release!: () => void;
    server.hold = new Promise<void>((done) => (release = done));
    const res = await post(nginx.url, streamed);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.getReader();
    const [first] = answerWords('gpu', 1);
    // The server holds everything after its first word: it can only have come through now.
    const early = await readUntil(reader, (text) => text.includes(first));
    expect(early).not.toContain('[DONE]');
    expect(server.calls[0].abortedEarly).toBe(false);
    release();
    const rest = await readUntil(reader, () => false);
    expect(early + rest).toContain(answerWords('gpu', 5).at(-1));
    expect((early + rest).endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('stops the generation upstream when the client hangs up mid-stream', async () => {
    let release!: () => void;
    server.hold = new Promise<void>((done) => (release = done));
    const hangUp = new AbortController();
    const res = await post(nginx.url, streamed, { signal: hangUp.signal });
    const reader = res.body!.getReader();
    await readUntil(reader, (text) => text.includes(answerWords('gpu', 1)[0]));
    hangUp.abort();
    await until(() => server.calls[0].abortedEarly);
    release();
  });

  it('accepts a 3 MB conversation (other routes stop at 1 MB in nginx, 100 KB in the backend)', async () => {
    const content = 'word '.repeat(600_000);
    const res = await post(nginx.url, { model: MODEL, messages: [{ role: 'user', content }] });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { usage: { prompt_tokens: number } };
    expect(answer.usage.prompt_tokens).toBe(600_000);
    expect(server.calls).toHaveLength(1);
  });

  it('answers a body over 4 MB itself, in OpenAI’s error shape', async () => {
    const content = 'x'.repeat(5_000_000);
    const res = await post(nginx.url, { model: MODEL, messages: [{ role: 'user', content }] });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await res.json()) as { error: object }).error).toMatchObject({
      type: 'invalid_request_error',
      code: 'request_too_large',
    });
    expect(server.calls).toHaveLength(0);
  });

  it('passes an encoded model id on as sent (a Hugging Face name keeps its slash)', async () => {
    const get = (base: string, model: string) =>
      fetch(`${base}/api/v1/models/${encodeURIComponent(model)}`, {
        headers: { Authorization: `Bearer ${org.inferenceToken}` },
      });
    const served = await get(nginx.url, MODEL);
    expect(served.status).toBe(200);
    expect(await served.json()).toMatchObject({ id: MODEL, object: 'model' });
    const slashed = await get(nginx.url, 'Qwen/Qwen2.5-0.5B-Instruct');
    expect(slashed.status).toBe(404);
    const { error } = (await slashed.json()) as { error: unknown };
    expect(error).toMatchObject({
      code: 'model_not_found',
      message: expect.stringContaining('`Qwen/Qwen2.5-0.5B-Instruct`'),
    });
  });

  it('passes the backend’s JSON errors through untouched', async () => {
    const unknownModel = {
      model: 'nobody-serves-this',
      messages: [{ role: 'user', content: 'Hi' }],
    };
    const cases: [string, RequestInit][] = [
      ['unknown model', {}],
      [
        'bad token',
        { headers: { Authorization: 'Bearer ikt_wrong', 'Content-Type': 'application/json' } },
      ],
      ['malformed', { body: '{"model":' }],
    ];
    for (const [what, init] of cases) {
      const direct = await post(backend, unknownModel, init);
      const proxied = await post(nginx.url, unknownModel, init);
      const [directBody, proxiedBody] = [await direct.text(), await proxied.text()];
      expect({ what, status: proxied.status, body: proxiedBody }).toEqual({
        what,
        status: direct.status,
        body: directBody,
      });
      expect(proxied.status).toBeGreaterThanOrEqual(400);
      expect(proxied.headers.get('content-type')).toBe(direct.headers.get('content-type'));
      expect(JSON.parse(proxiedBody).error).toEqual(
        expect.objectContaining({ message: expect.any(String), type: expect.any(String) }),
      );
    }
  });
});

/** Reads the stream until `done(text so far)` holds or the stream ends; returns what it read. */
async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  done: (text: string) => boolean,
): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  while (!done(text)) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

/** Waits for a condition (jest's timeout ends a wait that never comes true). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}
