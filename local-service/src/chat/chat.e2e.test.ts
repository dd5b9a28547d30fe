import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ManualClock } from '../clock';
import { deadUrl } from '../testing/http';
import { startFakeOllama, type FakeOllama } from '../testing/fake-ollama';
import { postJson, serveTestApp, testConfig, type TestService } from '../testing/service';

describe('chat against a fake Ollama', () => {
  let ollama: FakeOllama;
  let app: TestService;
  const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));

  before(async () => {
    ollama = await startFakeOllama();
    app = await serveTestApp(testConfig({ ollamaUrl: ollama.url }), { clock });
  });
  after(async () => {
    await app.close();
    await ollama.close();
  });

  it('answers {response, timestamp} and sends Ollama a non-streamed /api/chat', async () => {
    const res = await postJson(`${app.url}/chat`, {
      message: '  What is HIPAA?  ',
      session_id: 'local_1_first',
      model: 'mistral:7b',
      temperature: 0.7,
    });
    assert.equal(res.status, 200);
    const body = (await res.json()) as { response: string; timestamp: string; model: string };
    assert.equal(
      body.response,
      'You said: "What is HIPAA?". I am a fake Ollama and saw 1 message(s) in this conversation.',
    );
    assert.equal(body.timestamp, '2026-03-01T10:00:00.000Z');
    assert.equal(body.model, 'mistral:7b');
    const call = ollama.chatCalls.at(-1)!;
    assert.equal(call.stream, false);
    assert.equal(call.model, 'mistral:7b');
    assert.deepEqual(call.options, { temperature: 0.7 });
    assert.deepEqual(call.messages, [{ role: 'user', content: 'What is HIPAA?' }]);
  });

  it("sends the session's earlier turns with each new message, and only that session's", async () => {
    clock.advance(60_000);
    await postJson(`${app.url}/chat`, {
      message: 'Second question',
      session_id: 'local_1_first',
      temperature: 0.2,
    });
    clock.advance(60_000);
    await postJson(`${app.url}/chat`, { message: 'Other session', session_id: 'local_2_other' });
    const second = ollama.chatCalls.at(-2)!;
    assert.deepEqual(
      second.messages.map((m) => [m.role, m.content.slice(0, 20)]),
      [
        ['user', 'What is HIPAA?'],
        ['assistant', 'You said: "What is H'],
        ['user', 'Second question'],
      ],
    );
    assert.deepEqual(second.options, { temperature: 0.2 });
    assert.deepEqual(ollama.chatCalls.at(-1)!.messages, [
      { role: 'user', content: 'Other session' },
    ]);
  });

  it('lists sessions newest first with their last activity', async () => {
    const res = await fetch(`${app.url}/sessions`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), {
      sessions: [
        { sessionId: 'local_2_other', lastActivity: '2026-03-01T10:02:00.000Z' },
        { sessionId: 'local_1_first', lastActivity: '2026-03-01T10:01:00.000Z' },
      ],
    });
    const limited = (await (await fetch(`${app.url}/sessions?limit=1`)).json()) as {
      sessions: unknown[];
    };
    assert.equal(limited.sessions.length, 1);
    assert.equal((await fetch(`${app.url}/sessions?limit=0`)).status, 400);
  });

  it('DELETE /memory/{sessionId} forgets the conversation', async () => {
    const res = await fetch(`${app.url}/memory/local_1_first`, { method: 'DELETE' });
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), {
      success: true,
      sessionId: 'local_1_first',
      deletedMessages: 4,
    });
    const { sessions } = (await (await fetch(`${app.url}/sessions`)).json()) as {
      sessions: { sessionId: string }[];
    };
    assert.deepEqual(
      sessions.map((s) => s.sessionId),
      ['local_2_other'],
    );
    await postJson(`${app.url}/chat`, { message: 'Fresh start', session_id: 'local_1_first' });
    assert.deepEqual(ollama.chatCalls.at(-1)!.messages, [{ role: 'user', content: 'Fresh start' }]);
    const again = await fetch(`${app.url}/memory/never_used`, { method: 'DELETE' });
    assert.deepEqual(await again.json(), {
      success: true,
      sessionId: 'never_used',
      deletedMessages: 0,
    });
  });

  it('reports the runtime, model, memory store and version on /health', async () => {
    const res = await fetch(`${app.url}/health`);
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.deepEqual(body, {
      status: 'ok',
      service: 'ironkeep-local',
      version: '9.9.9-test',
      model: 'mistral:7b',
      runtime: {
        kind: 'ollama',
        name: 'Ollama',
        url: ollama.url,
        reachable: true,
        modelAvailable: true,
      },
      memory: {
        kind: 'sqlite',
        path: app.services.memoryPath,
        ok: true,
        sessions: 2,
        writable: true,
      },
      license: { status: 'not_configured' },
    });
    assert.ok(ollama.requests.includes('GET /api/tags'));
  });

  it('never logs message contents', () => {
    assert.ok(app.logs.some((line) => line.startsWith('POST /chat 200')));
    assert.ok(!app.logs.join('\n').includes('HIPAA'));
  });
});

describe('chat validation', () => {
  let app: TestService;
  before(async () => {
    app = await serveTestApp(testConfig({ ollamaUrl: await deadUrl() }));
  });
  after(() => app.close());

  const cases: [string, unknown, number, string][] = [
    ['blank message', { message: '   ', session_id: 's1' }, 400, 'CHAT_MESSAGE_REQUIRED'],
    ['missing message', { session_id: 's1' }, 400, 'CHAT_MESSAGE_REQUIRED'],
    ['non-string message', { message: 42, session_id: 's1' }, 400, 'CHAT_MESSAGE_REQUIRED'],
    [
      'message over 8000 characters',
      { message: 'x'.repeat(8001), session_id: 's1' },
      413,
      'CHAT_MESSAGE_TOO_LONG',
    ],
    ['missing session id', { message: 'hi' }, 400, 'CHAT_SESSION_ID_INVALID'],
    [
      'session id with a slash',
      { message: 'hi', session_id: '../x' },
      400,
      'CHAT_SESSION_ID_INVALID',
    ],
    [
      'temperature out of range',
      { message: 'hi', session_id: 's1', temperature: 3 },
      400,
      'VALIDATION_FAILED',
    ],
    [
      'temperature as text',
      { message: 'hi', session_id: 's1', temperature: 'hot' },
      400,
      'VALIDATION_FAILED',
    ],
    ['a JSON array', [1, 2], 400, 'VALIDATION_FAILED'],
  ];
  for (const [name, body, status, code] of cases) {
    it(`${name} → ${status} ${code}`, async () => {
      const res = await postJson(`${app.url}/chat`, body);
      assert.equal(res.status, status);
      const error = (await res.json()) as {
        statusCode: number;
        code: string;
        error: string;
        message: string;
      };
      assert.equal(error.statusCode, status);
      assert.equal(error.code, code);
      assert.equal(typeof error.message, 'string');
    });
  }

  it('a body over the size limit → 413 in the error shape', async () => {
    const res = await postJson(`${app.url}/chat`, {
      message: 'x'.repeat(70_000),
      session_id: 's1',
    });
    assert.equal(res.status, 413);
    assert.deepEqual(await res.json(), {
      statusCode: 413,
      message: 'Request body is too large',
      error: 'Payload Too Large',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('malformed JSON → 400, not 500', async () => {
    const res = await fetch(`${app.url}/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"message":',
    });
    assert.equal(res.status, 400);
    assert.equal(((await res.json()) as { code: string }).code, 'BAD_REQUEST');
  });

  it('a text/plain POST (no CORS preflight) → 415 before any route runs', async () => {
    const res = await fetch(`${app.url}/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ message: 'hi', session_id: 's1' }),
    });
    assert.equal(res.status, 415);
    assert.equal(((await res.json()) as { code: string }).code, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('an invalid session id on DELETE /memory → 400', async () => {
    const res = await fetch(`${app.url}/memory/${encodeURIComponent('a b')}`, { method: 'DELETE' });
    assert.equal(res.status, 400);
  });

  it('unknown routes → JSON 404', async () => {
    const res = await fetch(`${app.url}/nope`);
    assert.equal(res.status, 404);
    assert.deepEqual(await res.json(), {
      statusCode: 404,
      message: 'Cannot GET /nope',
      error: 'Not Found',
      code: 'NOT_FOUND',
    });
  });
});

describe('chat when the model runtime is down or lacks the model', () => {
  it('runtime unreachable → 503 naming Ollama, its address and how to start it; nothing stored', async () => {
    const ollamaUrl = await deadUrl();
    const app = await serveTestApp(testConfig({ ollamaUrl }));
    try {
      const res = await postJson(`${app.url}/chat`, { message: 'hi', session_id: 'down_1' });
      assert.equal(res.status, 503);
      const body = (await res.json()) as { code: string; message: string; error: string };
      assert.equal(body.code, 'MODEL_RUNTIME_UNREACHABLE');
      assert.equal(body.error, 'Service Unavailable');
      assert.equal(
        body.message,
        `Ollama is not reachable at ${ollamaUrl}. Start it with \`ollama serve\` (or \`docker compose up -d ollama\`), or set OLLAMA_URL to where it runs.`,
      );
      assert.deepEqual(await (await fetch(`${app.url}/sessions`)).json(), { sessions: [] });
      const health = (await (await fetch(`${app.url}/health`)).json()) as {
        status: string;
        runtime: { reachable: boolean; modelAvailable: unknown; detail: string };
      };
      assert.equal(health.status, 'degraded');
      assert.equal(health.runtime.reachable, false);
      assert.equal(health.runtime.modelAvailable, null);
      assert.equal(health.runtime.detail, 'ECONNREFUSED');
    } finally {
      await app.close();
    }
  });

  it('model not pulled → 503 MODEL_NOT_FOUND telling how to pull it', async () => {
    const ollama = await startFakeOllama({ models: ['llama3.2'] });
    const app = await serveTestApp(testConfig({ ollamaUrl: ollama.url }));
    try {
      const res = await postJson(`${app.url}/chat`, { message: 'hi', session_id: 's1' });
      assert.equal(res.status, 503);
      const body = (await res.json()) as { code: string; message: string };
      assert.equal(body.code, 'MODEL_NOT_FOUND');
      assert.match(body.message, /ironkeep pull mistral:7b/);
      const health = (await (await fetch(`${app.url}/health`)).json()) as {
        status: string;
        runtime: { modelAvailable: boolean };
      };
      assert.equal(health.status, 'degraded');
      assert.equal(health.runtime.modelAvailable, false);
    } finally {
      await app.close();
      await ollama.close();
    }
  });
});
