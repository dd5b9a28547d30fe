import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_DB, uniqueName } from './app.factory';
import { BackendProcess, replicaEnv, startTogether } from './backend-process';
import { InferenceServer, startInferenceServer } from './fake-inference-servers';
import { sseEvents } from './drill-client';
import { HttpSession } from './http-session';

/**
 * The failure drill (issue 32 item 7, issue 41): two servers of one model under a steady mix of
 * JSON chat completions and streams of the three streaming APIs (chat completions, Responses,
 * Anthropic Messages); kill one (no JSON request fails; a stream on it ends with its API's error
 * event: `data: {"error":…}`, `response.failed`, Anthropic's `error`; all others complete); bring
 * it back (it takes traffic again within a health interval); kill both (every request gets 503).
 * The built backend as processes: one on SQLite, two replicas on PostgreSQL + Redis (cooldowns
 * shared through Redis), requests alternating between them.
 */
const MODEL = 'llama3.1:8b';
const HEALTH_INTERVAL_MS = 1_000;

/** `stream`: chat completions; `responses` and `messages` are always streamed here. */
type Kind = 'json' | 'stream' | 'responses' | 'messages';
const KINDS: Kind[] = ['json', 'stream', 'responses', 'messages'];

interface Outcome {
  kind: Kind;
  status: number;
  servedBy: string | null;
  /** JSON: a completion; a stream: ended as its API ends a finished answer. */
  complete: boolean;
  /** A stream: ended with its API's error event. */
  errorEvent: boolean;
}

/** Each API's path, body and how its stream ends, finished or failed. */
const CALLS: Record<
  Exclude<Kind, 'json'>,
  { path: string; body: object; done: string; failed: string }
> = {
  stream: {
    path: '/api/v1/chat/completions',
    body: { messages: [{ role: 'user', content: 'ping' }], stream: true },
    done: '[DONE]',
    failed: 'error',
  },
  responses: {
    path: '/api/v1/responses',
    body: { input: 'ping', stream: true },
    done: 'response.completed',
    failed: 'response.failed',
  },
  messages: {
    path: '/api/v1/messages',
    body: { messages: [{ role: 'user', content: 'ping' }], max_tokens: 64, stream: true },
    done: 'message_stop',
    failed: 'error',
  },
};

/** How a finished stream body ended: the last event's type, `[DONE]` or `error` for chat. */
function lastEvent(kind: Exclude<Kind, 'json'>, text: string): string | undefined {
  if (kind !== 'stream') return sseEvents(text).at(-1)?.type;
  if (text.endsWith('data: [DONE]\n\n')) return '[DONE]';
  return /data: \{"error":[^\n]*\n\n$/.test(text) ? 'error' : undefined;
}

describe(`Gateway failure drill (${E2E_DB === 'postgres' ? 'PostgreSQL + Redis, two replicas' : 'SQLite'})`, () => {
  let replicas: BackendProcess[] = [];
  let a: InferenceServer;
  let b: InferenceServer;
  let token: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [a, b] = await Promise.all([
      startInferenceServer({ name: 'a', model: MODEL }),
      startInferenceServer({ name: 'b', model: MODEL }),
    ]);
    const env = replicaEnv({
      THROTTLE_ENABLED: 'false',
      SERVER_HEALTH_INTERVAL_MS: String(HEALTH_INTERVAL_MS),
      SERVER_HEALTH_TIMEOUT_MS: '500',
      GATEWAY_COOLDOWN_MS: String(HEALTH_INTERVAL_MS),
    });
    const count = E2E_DB === 'postgres' ? 2 : 1;
    const ownDataDir = () => mkdtempSync(join(tmpdir(), 'ironkeep-drill-'));
    replicas = await startTogether(
      Array.from({ length: count }, () => (count > 1 ? { ...env, DATA_DIR: ownDataDir() } : env)),
    );
    const owner = new HttpSession(replicas[0].url);
    const username = uniqueName('drill');
    expect((await owner.register(username)).status).toBe(201);
    expect((await owner.login(username)).status).toBe(200);
    const slug = uniqueName('drill').replace(/_/g, '-');
    const sub = await owner.request('POST', '/api/billing/subscribe', {
      planId: 'professional',
      organizationName: `Drill ${slug}`,
      slug,
    });
    expect(sub.status).toBe(201);
    for (const fake of [a, b]) {
      const res = await owner.request('POST', '/api/servers', {
        name: `GPU ${fake.name}`,
        runtime: 'vllm',
        model: MODEL,
        url: fake.url,
      });
      expect(res.status).toBe(201);
      ids[res.body.id] = fake.name;
    }
    const created = await owner.request('POST', '/api/tokens', {
      name: 'drill',
      scopes: ['inference'],
      expiresInDays: 7,
    });
    expect(created.status).toBe(201);
    token = created.body.token;
    for (const fake of [a, b]) Object.assign(fake, { chunkDelayMs: 40, words: 8 });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.kill('SIGTERM')));
    await Promise.all([a?.stop(), b?.stop()]);
  });

  let sent = 0;
  /** One request of `kind`, alternating replicas. */
  async function one(kind: Kind): Promise<Outcome> {
    const replica = replicas[sent++ % replicas.length];
    const call =
      kind === 'json'
        ? { ...CALLS.stream, body: { ...CALLS.stream.body, stream: false } }
        : CALLS[kind];
    const res = await fetch(`${replica.url}${call.path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'anthropic-version': '2023-06-01',
      },
      body: JSON.stringify({ model: MODEL, ...call.body }),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await res.text();
    const id = res.headers.get('x-ironkeep-server-id');
    const servedBy = id ? ids[id] : null;
    if (kind === 'json') {
      const complete =
        res.status === 200 && JSON.parse(text).choices?.[0]?.message?.content?.length > 0;
      return { kind, status: res.status, servedBy, complete, errorEvent: false };
    }
    const last = res.status === 200 ? lastEvent(kind, text) : undefined;
    const complete = last === CALLS[kind].done;
    const errorEvent = last === CALLS[kind].failed;
    return { kind, status: res.status, servedBy, complete, errorEvent };
  }

  /** `workers` loops sending requests until `stop()` resolves. */
  async function traffic(workers: number, during: () => Promise<void>): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    let running = true;
    const loops = Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; running; i++) outcomes.push(await one(KINDS[(w + i) % KINDS.length]));
    });
    await during();
    running = false;
    await Promise.all(loops);
    return outcomes;
  }

  const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

  it('keeps answering while one server dies, takes it back, and answers 503 when both are gone', async () => {
    // Steady state: both servers answer.
    const steady = await traffic(8, () => pause(1_500));
    expect(steady.filter((o) => !o.complete)).toEqual([]);
    expect(new Set(steady.map((o) => o.servedBy))).toEqual(new Set(['a', 'b']));
    expect(new Set(steady.map((o) => o.kind))).toEqual(new Set(KINDS));

    // Kill a mid-traffic.
    const killed = await traffic(8, async () => {
      await pause(500);
      await a.stop();
      await pause(1_500);
    });
    const json = killed.filter((o) => o.kind === 'json');
    expect(json.filter((o) => !o.complete)).toEqual([]);
    const streams = killed.filter((o) => o.kind !== 'json');
    const broken = streams.filter((o) => !o.complete);
    // Every unfinished stream, whatever its API, said so with its error event (never a silent end).
    expect(broken.filter((o) => !(o.errorEvent && o.servedBy === 'a'))).toEqual([]);
    expect(streams.filter((o) => o.complete).length).toBeGreaterThan(broken.length);
    for (const kind of KINDS) expect(killed.some((o) => o.kind === kind && o.complete)).toBe(true);

    // Bring a back: within a few health intervals it takes traffic again.
    await a.start();
    let back = false;
    for (let i = 0; i < 40 && !back; i++) {
      const round = await Promise.all(KINDS.map(one));
      expect(round.every((o) => o.complete)).toBe(true);
      back = round.some((o) => o.servedBy === 'a');
      if (!back) await pause(HEALTH_INTERVAL_MS / 4);
    }
    expect(back).toBe(true);

    // Kill both: every request gets a 503, JSON and streams alike.
    await Promise.all([a.stop(), b.stop()]);
    const down = await traffic(4, () => pause(1_000));
    expect(down.length).toBeGreaterThan(4);
    expect(down.map((o) => o.status).filter((s) => s !== 503)).toEqual([]);
    await Promise.all([a.start(), b.start()]);
  }, 120_000);
});
