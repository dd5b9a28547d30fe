import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { type AddressInfo, Socket } from 'node:net';
import {
  FAKE_TOOL_ARGUMENTS,
  FAKE_TOOL_CALL_ID,
  FAKE_TOOL_FRAGMENTS,
  toolToCall,
} from './fake-tool-calls';

/**
 * Model servers that generate (unlike fake-model-servers.ts, which only answers health checks),
 * speaking the protocols as protocols.md states them: an OpenAI-compatible server (vLLM's
 * §2: JSON, SSE with the usage chunk when asked, embeddings, its bare 401) and Ollama's native
 * API (§1: NDJSON chat with prompt_eval_count/eval_count, /api/embed). Each can be stopped and
 * started again on the same port, and told to fail.
 */
export type FailureMode =
  | 'none'
  /** 500 before any byte. */
  | 'error-500'
  /** Streams: a few chunks, then the connection is destroyed. */
  | 'die-mid-stream'
  /** Streams: a few chunks, then nothing more, the connection left open (until the client goes). */
  | 'stall-mid-stream'
  /** Accepts and never answers. */
  | 'hang';

export interface ReceivedCall {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  /** Set when the client closed the request before the answer was complete. */
  abortedEarly: boolean;
}

export interface InferenceServer {
  readonly name: string;
  url: string;
  calls: ReceivedCall[];
  failure: FailureMode;
  /** Pause between streamed chunks (keeps streams open in the drill). */
  chunkDelayMs: number;
  /** Chunks (words) per answer. */
  words: number;
  /**
   * When set, chat completions answer this text (streamed word by word, whitespace kept) instead
   * of the tagged words: a Markdown answer for the browser journeys.
   */
  answer?: string;
  /** When set, streams send their first word and then wait for it (a generation still going). */
  hold?: Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface FakeOptions {
  name: string;
  model: string;
  apiKey?: string;
  runtime?: 'openai' | 'ollama';
}

/** The answer's words: "w0 w1 …" tagged with the server, so a test sees who answered. */
export function answerWords(server: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${server}-${i} `);
}

/**
 * Prompt tokens as the fakes count them: whitespace-separated words of every message, or of the
 * prompt (and suffix) of a text completion.
 */
export function promptTokens(body: Record<string, unknown>): number {
  const messages = (body.messages ?? []) as { content?: unknown }[];
  const texts = [
    ...messages.map((m) => m.content),
    ...(Array.isArray(body.prompt) ? body.prompt : [body.prompt]),
    body.suffix,
  ];
  return texts
    .map((text) => (typeof text === 'string' ? text.split(/\s+/).filter(Boolean).length : 0))
    .reduce((a, b) => a + b, 0);
}

export async function startInferenceServer(options: FakeOptions): Promise<InferenceServer> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const state: InferenceServer = {
    name: options.name,
    url: '',
    calls: [],
    failure: 'none',
    chunkDelayMs: 0,
    words: 5,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    },
    start: async () => {
      server = createServer((req, res) => void handle(req, res));
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
      state.url = `http://127.0.0.1:${port}`;
    },
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const call: ReceivedCall = {
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body,
      abortedEarly: false,
    };
    if (req.method === 'POST') state.calls.push(call);
    res.on('close', () => {
      if (!res.writableFinished) call.abortedEarly = true;
    });
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return json(res, 401, { error: 'Unauthorized' });
    }
    if (state.failure === 'hang') return;
    if (state.failure === 'error-500' && req.method === 'POST') {
      return json(res, 500, {
        error: { message: 'GPU on fire', type: 'InternalServerError', code: 500 },
      });
    }
    const route = options.runtime === 'ollama' ? ollamaRoutes : openAiRoutes;
    await route(state, options, req, res, body);
  };
  await state.start();
  return state;
}

type Route = (
  state: InferenceServer,
  options: FakeOptions,
  req: IncomingMessage,
  res: ServerResponse,
  body: Record<string, unknown>,
) => Promise<void>;

const openAiRoutes: Route = async (state, options, req, res, body) => {
  if (req.method === 'GET' && req.url === '/v1/models') {
    return json(res, 200, {
      object: 'list',
      data: [{ id: options.model, object: 'model', created: 1767225600, owned_by: 'vllm' }],
    });
  }
  if (req.method === 'POST' && req.url === '/v1/embeddings') {
    const inputs = Array.isArray(body.input) ? body.input : [body.input];
    const vectors = inputs.map((_, i) => [0.5, -0.25, i]);
    return json(res, 200, {
      object: 'list',
      data: vectors.map((v, index) => ({
        object: 'embedding',
        index,
        embedding:
          body.encoding_format === 'base64'
            ? Buffer.from(new Float32Array(v).buffer).toString('base64')
            : v,
      })),
      model: options.model,
      usage: { prompt_tokens: 7 * inputs.length, total_tokens: 7 * inputs.length },
    });
  }
  if (req.method === 'POST' && req.url === '/v1/completions') {
    return textCompletion(state, options, res, body);
  }
  // vLLM's tokenizer, beside /v1: the chat form counts the messages through the template.
  if (req.method === 'POST' && req.url === '/tokenize') {
    const tokens = promptTokens(body) + 4;
    return json(res, 200, { count: tokens, max_model_len: 32768, tokens: [] });
  }
  if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
    return json(res, 404, {
      error: { message: 'Not Found', type: 'Not Found', param: null, code: 404 },
    });
  }
  if (body.model !== options.model) {
    return json(res, 404, {
      error: {
        message: `The model \`${body.model}\` does not exist.`,
        type: 'NotFoundError',
        param: 'model',
        code: 404,
      },
    });
  }
  const words = state.answer
    ? (state.answer.match(/\s*\S+\s*/g) ?? [])
    : answerWords(state.name, state.words);
  const usage = {
    prompt_tokens: promptTokens(body),
    completion_tokens: words.length,
    total_tokens: promptTokens(body) + words.length,
  };
  const base = { id: 'chatcmpl-fake', created: 1767225600, model: options.model };
  const tool = toolToCall(body);
  if (tool) return openAiToolCall(res, body, base, tool, usage);
  if (body.stream !== true) {
    return json(res, 200, {
      ...base,
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: words.join('') },
          finish_reason: 'stop',
        },
      ],
      usage,
    });
  }
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
  const chunk = (delta: object, finish: string | null) => ({
    ...base,
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
  res.write(`data: ${JSON.stringify(chunk({ role: 'assistant', content: '' }, null))}\n\n`);
  for (let i = 0; i < words.length; i++) {
    if (state.chunkDelayMs) await sleep(state.chunkDelayMs);
    if (i === 1 && state.hold) await state.hold;
    if (res.destroyed) return;
    if (state.failure === 'die-mid-stream' && i === 2) return dieAfterFlush(res);
    if (state.failure === 'stall-mid-stream' && i === 2) return;
    res.write(
      `data: ${JSON.stringify(chunk({ content: words[i] }, i === words.length - 1 ? 'stop' : null))}\n\n`,
    );
  }
  const include = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage;
  if (include)
    res.write(
      `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [], usage })}\n\n`,
    );
  res.end('data: [DONE]\n\n');
};

const ollamaRoutes: Route = async (state, options, req, res, body) => {
  if (req.method === 'GET' && req.url === '/api/tags') {
    return json(res, 200, { models: [{ name: options.model, model: options.model }] });
  }
  if (req.method === 'POST' && req.url === '/api/embed') {
    const inputs = Array.isArray(body.input) ? body.input : [body.input];
    return json(res, 200, {
      model: options.model,
      embeddings: inputs.map((_, i) => [0.5, -0.25, i]),
      prompt_eval_count: 5 * inputs.length,
    });
  }
  if (req.method === 'POST' && req.url === '/api/generate')
    return generate(state, options, res, body);
  if (req.method !== 'POST' || req.url !== '/api/chat')
    return json(res, 404, { error: 'not found' });
  if (body.model !== options.model)
    return json(res, 404, { error: `model '${body.model}' not found` });
  const words = answerWords(state.name, state.words);
  const counts = { prompt_eval_count: promptTokens(body) + 10, eval_count: words.length };
  const line = (content: string, done: boolean) => ({
    model: options.model,
    created_at: '2026-01-01T00:00:00Z',
    message: { role: 'assistant', content },
    done,
    ...(done ? { done_reason: 'stop', total_duration: 1000, ...counts } : {}),
  });
  const tool = toolToCall(body);
  if (tool) {
    const call = line('', true);
    const message = {
      ...call.message,
      tool_calls: [{ function: { name: tool, arguments: FAKE_TOOL_ARGUMENTS } }],
    };
    if (body.stream === false) return json(res, 200, { ...call, message });
    res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
    res.write(`${JSON.stringify({ ...line('', false), message })}\n`);
    return void res.end(`${JSON.stringify(call)}\n`);
  }
  if (body.stream === false) return json(res, 200, line(words.join(''), true));
  res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
  for (let i = 0; i < words.length; i++) {
    if (state.chunkDelayMs) await sleep(state.chunkDelayMs);
    if (res.destroyed) return;
    if (state.failure === 'die-mid-stream' && i === 2) return dieAfterFlush(res);
    if (state.failure === 'stall-mid-stream' && i === 2) return;
    res.write(`${JSON.stringify(line(words[i], false))}\n`);
  }
  res.end(`${JSON.stringify(line('', true))}\n`);
};

/** A call of `tool`: whole as JSON, or as streamed fragments ending in finish_reason tool_calls. */
function openAiToolCall(
  res: ServerResponse,
  body: Record<string, unknown>,
  base: object,
  tool: string,
  usage: object,
): void {
  const call = { id: FAKE_TOOL_CALL_ID, type: 'function' };
  if (body.stream !== true) {
    const message = {
      role: 'assistant',
      content: null,
      tool_calls: [{ ...call, function: { name: tool, arguments: FAKE_TOOL_FRAGMENTS.join('') } }],
    };
    const choice = { index: 0, message, finish_reason: 'tool_calls' };
    return json(res, 200, { ...base, object: 'chat.completion', choices: [choice], usage });
  }
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
  const chunk = (delta: object, finish: string | null) => ({
    ...base,
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
  const send = (data: object) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  send(chunk({ role: 'assistant', content: null }, null));
  send(
    chunk({ tool_calls: [{ index: 0, ...call, function: { name: tool, arguments: '' } }] }, null),
  );
  for (const fragment of FAKE_TOOL_FRAGMENTS)
    send(chunk({ tool_calls: [{ index: 0, function: { arguments: fragment } }] }, null));
  send(chunk({}, 'tool_calls'));
  send({ ...base, object: 'chat.completion.chunk', choices: [], usage });
  res.end('data: [DONE]\n\n');
}

/** vLLM's POST /v1/completions: the answer's words as `choices[0].text`, usage as chat's. */
async function textCompletion(
  state: InferenceServer,
  options: FakeOptions,
  res: ServerResponse,
  body: Record<string, unknown>,
): Promise<void> {
  const words = answerWords(state.name, state.words);
  const prompt = promptTokens(body);
  const usage = {
    prompt_tokens: prompt,
    completion_tokens: words.length,
    total_tokens: prompt + words.length,
  };
  const base = { id: 'cmpl-fake', object: 'text_completion', created: 1767225600 };
  const choice = (text: string, finish: string | null) => ({
    index: 0,
    text,
    logprobs: null,
    finish_reason: finish,
  });
  if (body.stream !== true) {
    return json(res, 200, {
      ...base,
      model: options.model,
      choices: [choice(words.join(''), 'stop')],
      usage,
    });
  }
  res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8' });
  for (let i = 0; i < words.length; i++) {
    if (state.chunkDelayMs) await sleep(state.chunkDelayMs);
    if (res.destroyed) return;
    if (state.failure === 'die-mid-stream' && i === 2) return dieAfterFlush(res);
    const finish = i === words.length - 1 ? 'stop' : null;
    const event = { ...base, model: options.model, choices: [choice(words[i], finish)] };
    res.write(`data: ${JSON.stringify(event)}\n\n`);
  }
  const include = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage;
  if (include)
    res.write(`data: ${JSON.stringify({ ...base, model: options.model, choices: [], usage })}\n\n`);
  res.end('data: [DONE]\n\n');
}

/** Ollama's POST /api/generate: `response` pieces as NDJSON, counts on the last line. */
async function generate(
  state: InferenceServer,
  options: FakeOptions,
  res: ServerResponse,
  body: Record<string, unknown>,
): Promise<void> {
  const words = answerWords(state.name, state.words);
  const counts = { prompt_eval_count: promptTokens(body) + 3, eval_count: words.length };
  const line = (response: string, done: boolean) => ({
    model: options.model,
    created_at: '2026-01-01T00:00:00Z',
    response,
    done,
    ...(done ? { done_reason: 'stop', ...counts } : {}),
  });
  if (body.stream === false) return json(res, 200, line(words.join(''), true));
  res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
  for (const word of words) {
    if (state.chunkDelayMs) await sleep(state.chunkDelayMs);
    if (res.destroyed) return;
    res.write(`${JSON.stringify(line(word, false))}\n`);
  }
  res.end(`${JSON.stringify(line('', true))}\n`);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      } catch {
        resolve({});
      }
    });
    req.on('error', () => resolve({}));
  });
}

/** Lets what was written reach the client, then drops the connection without ending the body. */
async function dieAfterFlush(res: ServerResponse): Promise<void> {
  await sleep(50);
  res.socket?.destroy();
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
