import assert from 'node:assert/strict';
import type { ServerResponse } from 'node:http';
import { after, before, describe, it } from 'node:test';
import type { ServiceError } from '../http/service-error';
import { deadUrl, listen, type Listening } from '../testing/http';
import type { ModelRuntime } from './model-runtime';
import { OllamaRuntime } from './ollama-runtime';
import { OpenAiCompatibleRuntime } from './openai-runtime';

type Reply = (res: ServerResponse) => void;
const json =
  (status: number, body: unknown): Reply =>
  (res) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** Both runtimes go through completeOverHttp: the same failures read the same way. */
const RUNTIMES = [
  {
    name: 'Ollama',
    make: (url: string, timeoutMs = 2000) => new OllamaRuntime(url, timeoutMs),
    ok: json(200, { message: { role: 'assistant', content: 'hi' } }),
  },
  {
    name: 'The OpenAI-compatible model server',
    make: (url: string, timeoutMs = 2000) =>
      new OpenAiCompatibleRuntime(`${url}/v1`, 'k', timeoutMs),
    ok: json(200, { choices: [{ message: { role: 'assistant', content: 'hi' } }] }),
  },
];

const request = {
  model: 'm',
  messages: [{ role: 'user' as const, content: 'Hello' }],
  temperature: 0.7,
};

for (const runtime of RUNTIMES) {
  describe(`${runtime.name}: the shared client path`, () => {
    let reply: Reply = runtime.ok;
    let server: Listening;
    let client: ModelRuntime;
    const fails = async (expected: { statusCode: number; code: string; message: RegExp }) => {
      const err = (await client.complete(request).then(
        () => assert.fail('expected an error'),
        (e: unknown) => e,
      )) as ServiceError;
      assert.equal(err.statusCode, expected.statusCode);
      assert.equal(err.code, expected.code);
      assert.match(err.message, expected.message);
    };

    before(async () => {
      server = await listen((_req, res) => reply(res));
      client = runtime.make(server.url);
    });
    after(() => server.close());

    it('returns the answer text', async () => {
      reply = runtime.ok;
      assert.equal(await client.complete(request), 'hi');
    });

    it('a body that is not JSON → 502 MODEL_RUNTIME_ERROR', async () => {
      reply = (res) => res.writeHead(200).end('<html>proxy error</html>');
      await fails({ statusCode: 502, code: 'MODEL_RUNTIME_ERROR', message: /not JSON/ });
    });

    it('JSON without a message → 502 MODEL_RUNTIME_ERROR', async () => {
      reply = json(200, { done: true });
      await fails({ statusCode: 502, code: 'MODEL_RUNTIME_ERROR', message: /without a message/ });
    });

    it('an error status or an error field → 502 with the runtime’s own words', async () => {
      reply = json(500, { error: { message: 'CUDA out of memory' } });
      await fails({
        statusCode: 502,
        code: 'MODEL_RUNTIME_ERROR',
        message: /could not answer \(HTTP 500\): CUDA out of memory/,
      });
      reply = json(200, { error: 'model is loading' });
      await fails({ statusCode: 502, code: 'MODEL_RUNTIME_ERROR', message: /model is loading/ });
    });

    it('no answer within the timeout (headers sent, body stalled) → 504', async () => {
      const slow = runtime.make(server.url, 200);
      reply = (res) => res.writeHead(200, { 'content-type': 'application/json' }).write('{');
      const err = (await slow.complete(request).catch((e: unknown) => e)) as ServiceError;
      assert.equal(err.statusCode, 504);
      assert.equal(err.code, 'MODEL_RUNTIME_TIMEOUT');
    });

    it('nothing listening → 503 MODEL_RUNTIME_UNREACHABLE with how to start it', async () => {
      const down = runtime.make(await deadUrl());
      const err = (await down.complete(request).catch((e: unknown) => e)) as ServiceError;
      assert.equal(err.statusCode, 503);
      assert.equal(err.code, 'MODEL_RUNTIME_UNREACHABLE');
      assert.match(err.message, new RegExp(`^${runtime.name} is not reachable at `));
    });
  });
}
