#!/usr/bin/env node
/**
 * A stand-in for Ollama that speaks its native API the way docs/protocols.md records it:
 * GET /api/tags, GET /api/version, POST /api/chat (NDJSON stream by default, one JSON object with
 * "stream":false) and POST /api/pull (NDJSON progress). Used by the tests and, started as
 * `node dist/testing/fake-ollama.js --port 0`, by browser journeys (it prints its URL), and by the
 * compose drill as the ollama/ollama image's stand-in (deploy/compose-drill/ollama-stand-in).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listen, readJsonBody, type Listening } from './http';
import { createHash } from 'node:crypto';

export interface FakeOllamaOptions {
  /** Models already "pulled" (listed by /api/tags, usable by /api/chat). */
  models?: string[];
  /** Pulls of these names fail like an unknown model does. */
  unknownModels?: string[];
  /** Size of the one layer a pull downloads, and how many progress lines it takes. */
  pullBytes?: number;
  pullSteps?: number;
  /** Milliseconds between pull progress lines (0 in tests; a standalone fake looks alive). */
  pullDelayMs?: number;
  /** The next pull of each model breaks off with an error after this share (0..1) of the layer. */
  failPullAt?: number;
  /** Port to listen on; 0 (the default) takes a free one. */
  port?: number;
  /** Interface to listen on: loopback by default; 0.0.0.0 in the compose drill's container. */
  host?: string;
}

export interface ChatCall {
  model: string;
  messages: { role: string; content: string }[];
  stream: boolean;
  options?: { temperature?: number };
}

export interface FakeOllama extends Listening {
  models: Set<string>;
  chatCalls: ChatCall[];
  requests: string[];
}

const full = (name: string) => (name.includes(':') ? name : `${name}:latest`);
const digestOf = (name: string) => createHash('sha256').update(name).digest('hex');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The fake's answer: says what it got, so tests can see the history reached the model. */
export function fakeReply(messages: ChatCall['messages']): string {
  const last = messages[messages.length - 1]?.content ?? '';
  return `You said: "${last}". I am a fake Ollama and saw ${messages.length} message(s) in this conversation.`;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function writeLine(res: ServerResponse, body: unknown): void {
  res.write(`${JSON.stringify(body)}\n`);
}

export async function startFakeOllama(options: FakeOllamaOptions = {}): Promise<FakeOllama> {
  const models = new Set((options.models ?? ['mistral:7b']).map(full));
  const pulled = new Map<string, number>(); // bytes already downloaded per model (resume)
  const failed = new Set<string>();
  const chatCalls: ChatCall[] = [];
  const requests: string[] = [];
  const pullBytes = options.pullBytes ?? 4_113_301_824;
  const pullSteps = options.pullSteps ?? 10;

  async function chat(req: IncomingMessage, res: ServerResponse) {
    const body = (await readJsonBody(req)) as Partial<ChatCall> | undefined;
    if (!body) return sendJson(res, 400, { error: 'missing request body' });
    if (typeof body.model !== 'string' || body.model === '') {
      return sendJson(res, 400, { error: 'model is required' });
    }
    if (!models.has(full(body.model))) {
      return sendJson(res, 404, { error: `model '${body.model}' not found` });
    }
    const call: ChatCall = {
      model: body.model,
      messages: body.messages ?? [],
      stream: body.stream !== false,
      options: body.options,
    };
    chatCalls.push(call);
    const text = fakeReply(call.messages);
    const created_at = new Date().toISOString();
    const final = {
      model: body.model,
      created_at,
      done: true,
      done_reason: 'stop',
      total_duration: 480000000,
      // Ollama's own counts (the gateway meters them): words stand in for tokens.
      prompt_eval_count: call.messages
        .map(
          (m) =>
            String(m.content ?? '')
              .split(/\s+/)
              .filter(Boolean).length,
        )
        .reduce((a, b) => a + b, 0),
      eval_count: text.split(' ').length,
    };
    if (!call.stream) {
      return sendJson(res, 200, { ...final, message: { role: 'assistant', content: text } });
    }
    res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
    for (const piece of text.match(/\S+\s*/g) ?? []) {
      writeLine(res, {
        model: body.model,
        created_at,
        message: { role: 'assistant', content: piece },
        done: false,
      });
    }
    writeLine(res, { ...final, message: { role: 'assistant', content: '' } });
    res.end();
  }

  async function pull(req: IncomingMessage, res: ServerResponse) {
    const body = (await readJsonBody(req)) as { model?: string; name?: string } | undefined;
    const name = body?.model ?? body?.name;
    if (!name) return sendJson(res, 400, { error: 'model is required' });
    res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
    writeLine(res, { status: 'pulling manifest' });
    if (options.unknownModels?.includes(name)) {
      writeLine(res, { error: 'pull model manifest: file does not exist' });
      return res.end();
    }
    const digest = `sha256:${digestOf(full(name))}`;
    const status = `pulling ${digestOf(full(name)).slice(0, 12)}`;
    const step = Math.ceil(pullBytes / pullSteps);
    const failAt =
      options.failPullAt !== undefined && !failed.has(full(name))
        ? Math.floor(pullBytes * options.failPullAt)
        : Infinity;
    let completed = models.has(full(name)) ? pullBytes : (pulled.get(full(name)) ?? 0);
    writeLine(res, { status, digest, total: pullBytes, completed });
    while (completed < pullBytes) {
      if (options.pullDelayMs) await sleep(options.pullDelayMs);
      const next = Math.min(pullBytes, completed + step);
      if (next > failAt) {
        // Like Ollama, the partial download is kept: the next pull continues from here.
        failed.add(full(name));
        pulled.set(full(name), completed);
        writeLine(res, { error: 'max retries exceeded: connection reset by peer' });
        return res.end();
      }
      completed = next;
      writeLine(res, { status, digest, total: pullBytes, completed });
    }
    for (const line of ['verifying sha256 digest', 'writing manifest', 'success']) {
      writeLine(res, { status: line });
    }
    models.add(full(name));
    pulled.delete(full(name));
    res.end();
  }

  function tags(res: ServerResponse) {
    sendJson(res, 200, {
      models: [...models].map((name) => ({
        name,
        model: name,
        modified_at: '2026-01-01T00:00:00Z',
        size: pullBytes,
        digest: digestOf(name),
        details: {
          format: 'gguf',
          family: 'llama',
          parameter_size: '7.2B',
          quantization_level: 'Q4_0',
        },
      })),
    });
  }

  const listening = await listen(
    (req, res) => {
      requests.push(`${req.method} ${req.url}`);
      const route = `${req.method} ${req.url}`;
      const fail = (err: unknown) => sendJson(res, 400, { error: String(err) });
      if (route === 'GET /' || route === 'HEAD /') return void res.end('Ollama is running');
      if (route === 'GET /api/tags') return tags(res);
      if (route === 'GET /api/version') return sendJson(res, 200, { version: '0.0.0-fake' });
      if (route === 'POST /api/chat') return void chat(req, res).catch(fail);
      if (route === 'POST /api/pull') return void pull(req, res).catch(fail);
      sendJson(res, 404, { error: '404 page not found' });
    },
    options.port ?? 0,
    options.host,
  );
  return Object.assign(listening, { models, chatCalls, requests });
}

/** --port N (0 = a free port), --models a,b, --pull-delay-ms N. */
function parseArgs(argv: string[]): FakeOllamaOptions {
  const options: FakeOllamaOptions = { pullDelayMs: 100 };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1];
    if (argv[i] === '--port') options.port = Number(value);
    if (argv[i] === '--models') options.models = value.split(',').filter(Boolean);
    if (argv[i] === '--pull-delay-ms') options.pullDelayMs = Number(value);
  }
  return options;
}

if (require.main === module) {
  void startFakeOllama(parseArgs(process.argv.slice(2))).then((fake) => {
    process.stdout.write(`${fake.url}\n`);
    const stop = () => void fake.close().then(() => process.exit(0));
    process.once('SIGTERM', stop);
    process.once('SIGINT', stop);
  });
}
