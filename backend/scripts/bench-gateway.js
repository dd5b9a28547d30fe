// bench:gateway — what the inference gateway adds, measured side by side in one run against the
// same local fake OpenAI-compatible server (bench-fake-openai.js, its own process): direct calls
// vs the same calls through /api/v1 of the built backend (its own process, THROTTLE_ENABLED=false,
// a fresh SQLite DATA_DIR). Clients are undici Pools (one per target), like the gateway's own.
//
//   npm run build -w backend && npm run bench:gateway -w backend
//
// Prints: added latency p50/p99 for a JSON completion at 1 and 32 concurrent callers (and the
// same through a token whose every kind of limit is set at every level, issue 40), the
// throughput ratio at 32, time to first token added on streams, and 1,000 concurrent streams
// through the gateway (all complete? backend RSS growth), and the CPU time a request costs the
// backend (gateway halves) and the fake server (direct halves). At 32 callers a bare Node proxy
// (bench-bare-proxy.js: node:http in, undici out, nothing else) is measured alongside: the floor
// for any Node process in the middle on this machine; so is Portkey's open-source gateway
// (@portkey-ai/gateway 1.15.2, installed on demand with npm into a temporary folder, never a
// dependency of the product; its row is skipped with a line saying why when npm cannot fetch it).
// The last lines hold the gateway against issue 43's targets. BENCH_REQUESTS (default 3000) sets the
// JSON requests per measurement, BENCH_STREAMS (default 1000) the concurrent streams, BENCH_PORT
// the backend's port (random in 3200-3289 by default), BENCH_NODE_ARGS flags for its node,
// BENCH_MAIN another build's dist/main.js.
const { execFileSync, spawn } = require('node:child_process');
const { existsSync, mkdirSync, mkdtempSync, readFileSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { Pool, request } = require('undici');

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const PASSWORD = 'bench-password-123';

function startProcess(args, env, cwd) {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd,
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  return { child, output: () => output };
}

async function waitFor(check, what, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not come up`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A browser-like session (cookie + CSRF token), signed up and in as `username`. */
async function session(base, username) {
  let cookie = '';
  let csrf = '';
  const call = async (method, path, body) => {
    const res = await request(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers['set-cookie'];
    if (set) cookie = (Array.isArray(set) ? set : [set]).map((c) => c.split(';')[0]).join('; ');
    const json = await res.body.json().catch(() => ({}));
    if (res.statusCode >= 300)
      throw new Error(`${method} ${path}: ${res.statusCode} ${JSON.stringify(json)}`);
    return json;
  };
  csrf = (await call('GET', '/api/csrf-token')).token;
  const { user } = await call('POST', '/api/auth/register', { username, password: PASSWORD });
  csrf = (await call('POST', '/api/auth/login', { username, password: PASSWORD })).csrfToken;
  return { call, user };
}

/**
 * The organization, its server and two inference tokens: `token` of a member with no limits at
 * any level, `limited` of the owner, whose token, member and team limits are all set.
 */
async function setUp(base, fakeUrl) {
  const { call, user: owner } = await session(base, 'bench_owner');
  await call('POST', '/api/billing/subscribe', {
    planId: 'professional',
    organizationName: 'Bench Org',
    slug: 'bench-org',
  });
  await call('POST', '/api/servers', {
    name: 'bench box',
    runtime: 'vllm',
    model: 'bench-model',
    url: fakeUrl,
  });
  // The plain token's owner is a member of their own, outside the team and without limits: its
  // calls check no limit at all (the owner's member and team limits would apply to any of its
  // tokens).
  const plain = await session(base, 'bench_member');
  await call('POST', '/api/organizations/members', { username: 'bench_member' });
  const token = (
    await plain.call('POST', '/api/tokens', {
      name: 'bench',
      scopes: ['inference'],
      expiresInDays: 7,
    })
  ).token;
  // Every kind of limit at every level a call can have (token, member, team), none ever reached:
  // the cost of checking and counting them all (issue 40). The member's token above has none.
  const limits = {
    monthlyTokens: 1e12,
    requestsPerMinute: 1e9,
    tokensPerMinute: 2e9,
    maxConcurrent: 100_000,
  };
  const limited = (
    await call('POST', '/api/tokens', {
      name: 'bench limited',
      scopes: ['inference'],
      expiresInDays: 7,
      limits,
    })
  ).token;
  const team = await call('POST', '/api/organizations/teams', { name: 'bench team' });
  await call('PUT', `/api/organizations/teams/${team.id}/members/${owner.id}`, {});
  await call('PUT', `/api/organizations/teams/${team.id}/limits`, limits);
  await call('PUT', `/api/organizations/members/${owner.id}/limits`, limits);
  return { token, limited };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const ms = (n) => n.toFixed(3);

/** One target (direct or gateway): a Pool and the path its completions live at. */
function target(origin, path, token, extraHeaders = {}) {
  const pool = new Pool(origin, { connections: null, pipelining: 1, keepAliveTimeout: 60_000 });
  const headers = {
    'content-type': 'application/json',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extraHeaders,
  };
  return {
    pool,
    async json() {
      const res = await pool.request({ method: 'POST', path, headers, body: JSON_BODY });
      const text = await res.body.text();
      if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${text}`);
    },
    async stream(extra = {}) {
      const started = performance.now();
      const res = await pool.request({
        method: 'POST',
        path,
        headers,
        body: JSON.stringify({ ...STREAM_REQUEST, ...extra }),
      });
      let first;
      let text = '';
      for await (const chunk of res.body) {
        first ??= performance.now() - started;
        text += chunk;
      }
      return { first, ok: res.statusCode === 200 && text.endsWith('data: [DONE]\n\n') };
    },
  };
}

const JSON_BODY = JSON.stringify({
  model: 'bench-model',
  messages: [{ role: 'user', content: 'Hello there, how are you?' }],
});
const STREAM_REQUEST = {
  model: 'bench-model',
  messages: [{ role: 'user', content: 'Stream please' }],
  stream: true,
};

/** `callers` concurrent loops sharing `total` JSON requests: latencies (ms) and requests/s. */
async function load(t, callers, total) {
  const latencies = [];
  let left = total;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (left-- > 0) {
        const t0 = performance.now();
        await t.json();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: total / seconds };
}

/** CPU time (user + system, ms) a process has used, from /proc (clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Measures the targets (`{ name, t, pid }`: direct first) in alternating halves, so drift on
 * the machine hits all alike: p50/p99/req/s of each, and the CPU time per request of the process
 * each one's requests end at (the fake server for direct, the proxy in the middle otherwise):
 * steadier than req/s on a shared machine, since it does not count the time spent waiting for a
 * core.
 */
async function sideBySide(targets, callers, total) {
  for (const { t } of targets) await load(t, callers, Math.min(500, total));
  const runs = targets.map(() => []);
  const cpu = targets.map(() => 0);
  const client = targets.map(() => 0);
  for (let i = 0; i < 2; i++) {
    for (const [k, { t, pid }] of targets.entries()) {
      const before = cpuMs(pid);
      const clientBefore = process.cpuUsage();
      runs[k].push(await load(t, callers, total / 2));
      cpu[k] += cpuMs(pid) - before;
      const used = process.cpuUsage(clientBefore);
      client[k] += (used.user + used.system) / 1000;
    }
  }
  return targets.map(({ name }, k) => ({
    name,
    p50: (runs[k][0].p50 + runs[k][1].p50) / 2,
    p99: (runs[k][0].p99 + runs[k][1].p99) / 2,
    rps: (runs[k][0].rps + runs[k][1].rps) / 2,
    cpuUs: (cpu[k] * 1000) / total,
    clientCpuUs: (client[k] * 1000) / total,
  }));
}

/**
 * The most a process in the middle may cost for 0.5x to be possible at all on two cores. Direct,
 * the bench client (c µs of CPU a request) and the fake (f) each have a core: at best
 * 1 / max(c, f) requests a second. Through a middle process costing g, the three share two cores:
 * at best 2 / (c + f + g). So the ratio is at most 2·max(c, f) / (c + f + g), and 0.5x needs
 * g <= 4·max(c, f) - c - f (an upper bound: switching between three processes costs more).
 */
function middleBudget(clientUs, fakeUs) {
  const budget = 4 * Math.max(clientUs, fakeUs) - clientUs - fakeUs;
  return (
    `two cores: direct costs the bench client ${clientUs.toFixed(0)} µs and the fake ${fakeUs.toFixed(0)} µs of CPU a request, ` +
    `so 0.5x needs a middle process costing at most ${budget.toFixed(0)} µs a request`
  );
}

const PORTKEY = '@portkey-ai/gateway@1.15.2';

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * Portkey's gateway on Node, as its README starts it (build/start-server.js --headless), routed
 * to the fake with its headers. Installed once into a temporary folder (kept for the next run);
 * null, with the reason printed, when npm cannot fetch it. It listens on every interface (it has
 * no host option); the bench calls it on 127.0.0.1.
 */
async function startPortkey(fakeUrl) {
  const dir = join(tmpdir(), `ironkeep-bench-${PORTKEY.replace(/[@/]/g, '_')}`);
  const script = join(dir, 'node_modules/@portkey-ai/gateway/build/start-server.js');
  if (!existsSync(script)) {
    mkdirSync(dir, { recursive: true });
    try {
      execFileSync(
        'npm',
        ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', PORTKEY],
        { stdio: 'pipe', timeout: 300_000 },
      );
    } catch (err) {
      const why = String(err.stderr ?? err.message)
        .trim()
        .split('\n')
        .slice(-1)[0];
      console.log(`Portkey row skipped: npm could not fetch ${PORTKEY} (${why})`);
      return null;
    }
  }
  const port = await freePort();
  const proc = startProcess(
    [script, '--headless', `--port=${port}`],
    { NODE_ENV: 'production' },
    dir,
  );
  const headers = {
    'x-portkey-provider': 'openai',
    'x-portkey-custom-host': `${fakeUrl}/v1`,
  };
  const t = target(`http://127.0.0.1:${port}`, '/v1/chat/completions', 'bench-key', headers);
  await waitFor(() => t.json().then(() => true), `Portkey's gateway (${proc.output()})`);
  return { proc, t };
}

/** Issue 43's targets for the gateway, from one run's rows: each with its figure and ✓ or ✗. */
function targetLines({ one, many }) {
  const added = (row, direct) => row.p50 - direct.p50;
  const lines = [
    [
      'CPU per JSON call <= 1.4x the bare proxy (32 callers)',
      many.g.cpuUs / many.b.cpuUs,
      (r) => r <= 1.4,
    ],
    ['throughput at 32 callers >= 0.85x the bare proxy', many.g.rps / many.b.rps, (r) => r >= 0.85],
    [
      'added p50, 1 caller, <= 1.3x the bare proxy',
      added(one.g, one.d) / added(one.b, one.d),
      (r) => r <= 1.3,
    ],
  ];
  if (many.p && one.p) {
    lines.push(
      ['throughput at 32 callers >= 3x Portkey', many.g.rps / many.p.rps, (r) => r >= 3],
      [
        'added p50, 1 caller, <= 0.45x Portkey',
        added(one.g, one.d) / added(one.p, one.d),
        (r) => r <= 0.45,
      ],
    );
  }
  return lines.map(
    ([what, ratio, met]) => `  ${met(ratio) ? '✓' : '✗'} ${what}: ${ratio.toFixed(2)}x`,
  );
}

function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
}

async function main() {
  const fake = startProcess([resolve(__dirname, 'bench-fake-openai.js')], { BENCH_CHUNK_MS: '50' });
  const fakePort = await waitFor(
    async () => Number(fake.output().trim().split('\n')[0]) || undefined,
    'fake server',
  );
  const fakeUrl = `http://127.0.0.1:${fakePort}`;
  const proxy = startProcess([resolve(__dirname, 'bench-bare-proxy.js')], {
    BENCH_TARGET: fakeUrl,
  });
  const proxyPort = await waitFor(
    async () => Number(proxy.output().trim().split('\n')[0]) || undefined,
    'bare proxy',
  );
  const port = Number(process.env.BENCH_PORT) || 3200 + Math.floor(Math.random() * 90);
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") go to the backend's node.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_MAIN: another build's dist/main.js (a before/after comparison from the same script).
  const main = process.env.BENCH_MAIN ?? resolve(__dirname, '../dist/main.js');
  const backend = startProcess([...nodeArgs, main], {
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ironkeep-bench-gateway-')),
    WEB_DIST_DIR: join(tmpdir(), 'ironkeep-no-spa'),
    THROTTLE_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-session-secret-bench-session-secret-0123456789',
  });
  const base = `http://127.0.0.1:${port}`;
  let portkey = null;
  try {
    await waitFor(
      async () => (await request(`${base}/api/health`)).statusCode === 200,
      `backend (${backend.output()})`,
    );
    const { token, limited: limitedToken } = await setUp(base, fakeUrl);
    const direct = target(fakeUrl, '/v1/chat/completions');
    const gateway = target(base, '/api/v1/chat/completions', token);
    const limited = target(base, '/api/v1/chat/completions', limitedToken);
    const bare = target(`http://127.0.0.1:${proxyPort}`, '/v1/chat/completions');
    portkey = await startPortkey(fakeUrl);
    console.log(
      `bench:gateway — ${REQUESTS} JSON completions per measurement, node ${process.version}`,
    );
    const rows = {};
    for (const callers of [1, 32]) {
      const [d, g, l, b, p] = await sideBySide(
        [
          { name: 'direct', t: direct, pid: fake.child.pid },
          { name: 'gateway', t: gateway, pid: backend.child.pid },
          { name: 'gateway, every limit', t: limited, pid: backend.child.pid },
          { name: 'bare proxy', t: bare, pid: proxy.child.pid },
          ...(portkey ? [{ name: 'Portkey', t: portkey.t, pid: portkey.proc.child.pid }] : []),
        ],
        callers,
        REQUESTS,
      );
      rows[callers === 1 ? 'one' : 'many'] = { d, g, b, p };
      console.log(
        `JSON, ${callers} caller(s): direct p50 ${ms(d.p50)} p99 ${ms(d.p99)} ms, ${d.rps.toFixed(0)} req/s | ` +
          `gateway p50 ${ms(g.p50)} p99 ${ms(g.p99)} ms, ${g.rps.toFixed(0)} req/s | ` +
          `added p50 ${ms(g.p50 - d.p50)} p99 ${ms(g.p99 - d.p99)} ms, throughput ratio ${(g.rps / d.rps).toFixed(2)} | ` +
          `CPU a request: fake server (direct) ${d.cpuUs.toFixed(0)} µs, backend ${g.cpuUs.toFixed(0)} µs`,
      );
      console.log(
        `  with every kind of limit set (token, member, team: 12 counters): p50 ${ms(l.p50)} p99 ${ms(l.p99)} ms, ${l.rps.toFixed(0)} req/s, ` +
          `backend CPU ${l.cpuUs.toFixed(0)} µs a request vs ${g.cpuUs.toFixed(0)} µs with none: limits cost ${(l.cpuUs - g.cpuUs).toFixed(0)} µs a call`,
      );
      console.log(
        `  bare Node proxy (the floor), ${callers} caller(s): p50 ${ms(b.p50)} p99 ${ms(b.p99)} ms, ${b.rps.toFixed(0)} req/s, ` +
          `added p50 ${ms(b.p50 - d.p50)} ms, throughput ratio ${(b.rps / d.rps).toFixed(2)}, CPU ${b.cpuUs.toFixed(0)} µs a request`,
      );
      if (p)
        console.log(
          `  Portkey's gateway 1.15.2, ${callers} caller(s): p50 ${ms(p.p50)} p99 ${ms(p.p99)} ms, ${p.rps.toFixed(0)} req/s, ` +
            `added p50 ${ms(p.p50 - d.p50)} ms, throughput ratio ${(p.rps / d.rps).toFixed(2)}, CPU ${p.cpuUs.toFixed(0)} µs a request`,
        );
      if (callers === 32) console.log(`  ${middleBudget(d.clientCpuUs, d.cpuUs)}`);
    }
    console.log('Issue 43 targets (this run):');
    for (const line of targetLines(rows)) console.log(line);
    const ttft = async (t) => {
      const firsts = [];
      for (let i = 0; i < 300; i++) firsts.push((await t.stream()).first);
      firsts.sort((a, b) => a - b);
      return percentile(firsts, 50);
    };
    await ttft(direct);
    await ttft(gateway);
    const [td, tg] = [await ttft(direct), await ttft(gateway)];
    console.log(
      `Stream TTFT p50: direct ${ms(td)} ms, gateway ${ms(tg)} ms, added ${ms(tg - td)} ms`,
    );

    const pid = backend.child.pid;
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: STREAMS }, () => gateway.stream({ user: 'slow', max_tokens: 20 })),
    );
    clearInterval(sampler);
    const okCount = results.filter((r) => r.ok).length;
    console.log(
      `${STREAMS} concurrent streams through the gateway (20 chunks, 50 ms apart): ${okCount} complete in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `backend RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB, growth ${(peak - before).toFixed(0)} MB`,
    );
    await Promise.all([
      direct.pool.close(),
      gateway.pool.close(),
      limited.pool.close(),
      bare.pool.close(),
      portkey?.t.pool.close(),
    ]);
  } finally {
    portkey?.proc.child.kill('SIGTERM');
    backend.child.kill('SIGTERM');
    fake.child.kill('SIGTERM');
    proxy.child.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
