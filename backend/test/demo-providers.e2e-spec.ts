import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Server, ServerResponse } from 'node:http';
import { AnswerEngineService } from '../src/modules/assistants/answer-engine.service';
import { PLAN_CATALOGUE_TITLE } from '../src/modules/assistants/engine/plan-catalogue-document';
import { createTestApp } from './app.factory';
import {
  closeServer,
  eventually,
  listenWithSession,
  parseSse,
  readUntil,
  startMockServer,
} from './sse-helpers';

const QUESTION = 'How is IronKeep priced?';
const PRICING_SOURCE = PLAN_CATALOGUE_TITLE;
const ndjson = (o: object) => `${JSON.stringify(o)}\n`;
const ollamaLine = (content: string, done = false) =>
  ndjson({
    model: 'test-model',
    created_at: '2026-01-01T00:00:00Z',
    message: { role: 'assistant', content },
    done,
  });
const openAiChunk = (content: string | null, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta: { content }, logprobs: null, finish_reason: finish }] })}\n\n`;

interface Ctx {
  app?: NestFastifyApplication;
  server?: Server;
}

async function stop(ctx: Ctx) {
  await ctx.app?.close();
  if (ctx.server) await closeServer(ctx.server);
}

async function streamText(app: NestFastifyApplication, sessionId = 'p1', query = QUESTION) {
  const { open } = await listenWithSession(app);
  const res = await open('brain', { query, sessionId });
  expect(res.status).toBe(200);
  return parseSse(await res.text());
}

describe('ollama provider (POST /api/chat, NDJSON)', () => {
  const ctx: Ctx = {};
  afterEach(() => stop(ctx));

  it('grounds the prompt in the retrieved passages and streams the model text', async () => {
    const mock = await startMockServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      res.write(ollamaLine('Priced per '));
      res.write(ollamaLine('deployment.'));
      res.end(
        ndjson({
          model: 'test-model',
          message: { role: 'assistant', content: '' },
          done: true,
          done_reason: 'stop',
          eval_count: 2,
        }),
      );
    });
    ctx.server = mock.server;
    ctx.app = await createTestApp({
      LLM_PROVIDER: 'ollama',
      LLM_BASE_URL: mock.url,
      LLM_MODEL: 'test-model',
    });
    const { events } = await streamText(ctx.app);
    expect(events[0]).toMatchObject({
      type: 'metadata',
      sources: [PRICING_SOURCE],
      confidence: 'high',
    });
    expect(events.filter((e) => e.type === 'chunk').map((e) => e.content)).toEqual([
      'Priced per ',
      'deployment.',
    ]);
    expect(events.at(-1)).toEqual({ type: 'complete' });

    const [call] = mock.requests;
    expect(call.path).toBe('/api/chat');
    const body = call.body as {
      model: string;
      stream: boolean;
      messages: { role: string; content: string }[];
    };
    expect(body).toMatchObject({ model: 'test-model', stream: true });
    expect(body.messages[0].role).toBe('system');
    expect(body.messages[0].content).toContain(PRICING_SOURCE);
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: QUESTION });
  });

  it('sends earlier turns of the session to the model', async () => {
    const mock = await startMockServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      res.end(ollamaLine('Answer.', true));
    });
    ctx.server = mock.server;
    ctx.app = await createTestApp({ LLM_PROVIDER: 'ollama', LLM_BASE_URL: mock.url });
    const { open } = await listenWithSession(ctx.app);
    await (await open('brain', { query: QUESTION, sessionId: 'memory' })).text();
    await (await open('brain', { query: 'And for air-gapped sites?', sessionId: 'memory' })).text();
    const second = mock.requests[1].body as { messages: { role: string; content: string }[] };
    expect(second.messages.slice(1)).toEqual([
      { role: 'user', content: QUESTION },
      { role: 'assistant', content: 'Answer.' },
      { role: 'user', content: 'And for air-gapped sites?' },
    ]);
  });

  it('falls back to the builtin answer when the model server errors', async () => {
    const mock = await startMockServer((_req, res) => {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: "model 'nope' not found" }));
    });
    ctx.server = mock.server;
    ctx.app = await createTestApp({ LLM_PROVIDER: 'ollama', LLM_BASE_URL: mock.url });
    const { events } = await streamText(ctx.app);
    const text = events
      .filter((e) => e.type === 'chunk')
      .map((e) => e.content)
      .join('');
    // The builtin engine answers from the plan catalogue (the model's 404 text never shows).
    expect(text).toContain('public price list of 3 plans');
    expect(text).not.toContain('not found');
    expect(events.at(-1)).toEqual({ type: 'complete' });
  });

  it('aborts the upstream request when the client disconnects, and stops generating', async () => {
    let upstream: ServerResponse | undefined;
    let upstreamClosed = false;
    let release: () => void = () => undefined;
    const mock = await startMockServer((_req, res) => {
      upstream = res;
      res.on('close', () => (upstreamClosed = true));
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      res.write(ollamaLine('First words '));
      // Never finishes on its own: only the client going away can end this generation.
      release = () => res.end(ollamaLine('', true));
    });
    ctx.server = mock.server;
    ctx.app = await createTestApp({
      LLM_PROVIDER: 'ollama',
      LLM_BASE_URL: mock.url,
      AI_STREAM_HEARTBEAT_MS: '20',
    });
    const { open } = await listenWithSession(ctx.app);
    const client = new AbortController();
    const res = await open('brain', { query: QUESTION, sessionId: 'gone' }, client.signal);
    const seen = await readUntil(
      res.body!,
      (t) => t.includes('First words') && t.includes(': heartbeat'),
    );
    expect(seen).toContain('"type":"metadata"');
    const engine = ctx.app.get(AnswerEngineService);
    expect(engine.activeGenerations).toBe(1);
    client.abort();
    await eventually(() => upstreamClosed);
    await eventually(() => engine.activeGenerations === 0);
    expect(upstream?.writableEnded).toBe(false);
    release();
  });
});

describe('openai provider (POST /v1/chat/completions, SSE)', () => {
  const ctx: Ctx = {};
  afterEach(() => stop(ctx));

  it('speaks the OpenAI-compatible streaming protocol with a bearer key', async () => {
    const mock = await startMockServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
      res.write(openAiChunk(''));
      res.write(': keep-alive comment\n\n');
      res.write(openAiChunk('Quoted after '));
      res.write(openAiChunk(null));
      res.write(openAiChunk('discovery.', 'stop'));
      res.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 9, completion_tokens: 2, total_tokens: 11 } })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
    });
    ctx.server = mock.server;
    ctx.app = await createTestApp({
      LLM_PROVIDER: 'openai',
      LLM_BASE_URL: `${mock.url}/v1`,
      LLM_MODEL: 'Qwen/Qwen2.5-0.5B-Instruct',
      LLM_API_KEY: 'test-key',
    });
    const { events } = await streamText(ctx.app);
    expect(events[0]).toMatchObject({ type: 'metadata', sources: [PRICING_SOURCE] });
    expect(events.filter((e) => e.type === 'chunk').map((e) => e.content)).toEqual([
      'Quoted after ',
      'discovery.',
    ]);
    expect(events.at(-1)).toEqual({ type: 'complete' });
    const [call] = mock.requests;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe('Bearer test-key');
    expect(call.body).toMatchObject({ model: 'Qwen/Qwen2.5-0.5B-Instruct', stream: true });
  });

  it('stops at a mid-stream error event and keeps what was written', async () => {
    const mock = await startMockServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(openAiChunk('Partial '));
      res.write(
        `data: ${JSON.stringify({ error: { message: 'overloaded', type: 'BadRequestError', param: null, code: 400 } })}\n\n`,
      );
      res.end('data: [DONE]\n\n');
    });
    ctx.server = mock.server;
    ctx.app = await createTestApp({ LLM_PROVIDER: 'openai', LLM_BASE_URL: mock.url });
    const { events } = await streamText(ctx.app);
    expect(mock.requests[0].path).toBe('/v1/chat/completions');
    expect(events.filter((e) => e.type === 'chunk').map((e) => e.content)).toEqual(['Partial ']);
    expect(events.at(-1)).toEqual({ type: 'complete' });
  });
});
