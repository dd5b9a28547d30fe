import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deadUrl } from '../testing/http';
import { startFakeOpenAi, type FakeOpenAi } from '../testing/fake-openai';
import type { LocalServiceConfig } from '../config';
import { postJson, serveTestApp, testConfig, type TestService } from '../testing/service';

const MODEL = 'mistralai/Mistral-7B-Instruct-v0.3';

/** A fake vLLM and the service in front of it (MODEL_RUNTIME=openai); both closed afterwards. */
async function withVllm(
  fake: Parameters<typeof startFakeOpenAi>[0],
  config: Partial<LocalServiceConfig>,
  test: (app: TestService, vllm: FakeOpenAi) => Promise<void>,
): Promise<void> {
  const vllm = await startFakeOpenAi(fake);
  const app = await serveTestApp(
    testConfig({ runtime: 'openai', openaiBaseUrl: `${vllm.url}/v1`, model: MODEL, ...config }),
  );
  try {
    await test(app, vllm);
  } finally {
    await app.close();
    await vllm.close();
  }
}

describe('chat against an OpenAI-compatible server (vLLM)', () => {
  it('sends history, temperature and the bearer key; health lists the model', async () => {
    const fake = { model: MODEL, apiKey: 'sk-local-secret' };
    await withVllm(fake, { openaiApiKey: 'sk-local-secret' }, async (app, vllm) => {
      const first = await postJson(`${app.url}/chat`, {
        message: 'Hello',
        session_id: 'v1',
        temperature: 0.7,
      });
      assert.equal(first.status, 200);
      assert.match(((await first.json()) as { response: string }).response, /You said: "Hello"/);
      await postJson(`${app.url}/chat`, {
        message: 'Again',
        session_id: 'v1',
        model: 'mistral:7b',
      });
      const call = vllm.calls.at(-1)!;
      assert.equal(call.model, MODEL, 'the configured model is used whatever the client sends');
      assert.equal(call.authorization, 'Bearer sk-local-secret');
      assert.equal(call.temperature, 0.7);
      assert.deepEqual(
        call.messages.map((m) => m.role),
        ['user', 'assistant', 'user'],
      );
      const health = (await (await fetch(`${app.url}/health`)).json()) as {
        status: string;
        runtime: unknown;
      };
      assert.equal(health.status, 'ok');
      assert.deepEqual(health.runtime, {
        kind: 'openai',
        name: 'OpenAI-compatible',
        url: `${vllm.url}/v1`,
        reachable: true,
        modelAvailable: true,
      });
      assert.ok(!app.logs.join('\n').includes('sk-local-secret'));
    });
  });

  it('a wrong API key → 502 saying to set OPENAI_API_KEY (the key itself is not echoed)', async () => {
    await withVllm(
      { model: MODEL, apiKey: 'right' },
      { openaiApiKey: 'wrong-key' },
      async (app) => {
        const res = await postJson(`${app.url}/chat`, { message: 'Hello', session_id: 'v1' });
        assert.equal(res.status, 502);
        const body = (await res.json()) as { code: string; message: string };
        assert.equal(body.code, 'MODEL_RUNTIME_ERROR');
        assert.match(body.message, /OPENAI_API_KEY/);
        assert.ok(!body.message.includes('wrong-key'));
      },
    );
  });

  it('a model the server does not serve → 503 MODEL_NOT_FOUND naming MODEL_NAME', async () => {
    await withVllm({ model: MODEL }, { model: 'other/model' }, async (app) => {
      const res = await postJson(`${app.url}/chat`, { message: 'Hello', session_id: 'v1' });
      assert.equal(res.status, 503);
      const body = (await res.json()) as { code: string; message: string };
      assert.equal(body.code, 'MODEL_NOT_FOUND');
      assert.match(body.message, /MODEL_NAME/);
    });
  });

  it('server down → 503 naming the server, its address and how to start vLLM', async () => {
    const base = `${await deadUrl()}/v1`;
    const app = await serveTestApp(testConfig({ runtime: 'openai', openaiBaseUrl: base }));
    try {
      const res = await postJson(`${app.url}/chat`, { message: 'Hello', session_id: 'v1' });
      assert.equal(res.status, 503);
      const body = (await res.json()) as { code: string; message: string };
      assert.equal(body.code, 'MODEL_RUNTIME_UNREACHABLE');
      assert.equal(
        body.message,
        `The OpenAI-compatible model server is not reachable at ${base}. Start it (for vLLM: \`vllm serve <model> --port 8000\`), or set OPENAI_BASE_URL to where it runs.`,
      );
    } finally {
      await app.close();
    }
  });
});
