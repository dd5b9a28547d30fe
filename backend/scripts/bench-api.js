// Per-request cost of the API next to a bare node:http server, in one run (issues 14 and 21).
//
//   npm run build -w frontend && npm run build -w backend   (GET / needs the built SPA)
//   npm run bench:api -w backend
//
// Starts, as child processes: a bare node:http server answering {"status":"ok"}, and the built
// backend the way `make run` starts it (SQLite, sessions in the database) with
// THROTTLE_ENABLED=false, and a second one with the rate limiter on but its limit out of reach
// (THROTTLE_GLOBAL_LIMIT), for the cost of counting; with BENCH_REDIS_URL (and optionally BENCH_DATABASE_URL) a second
// backend keeps sessions in Redis. wrk -t1 (Debian package wrk; autocannon when wrk is missing or
// BENCH_TOOL=autocannon) with BENCH_CONNECTIONS (32) warms each route up for BENCH_WARMUP seconds
// (3) and then measures BENCH_SECONDS (10). wrk is the default because autocannon parses every
// body in JavaScript on the same two cores: a 12 KB page costs the client more than the server,
// which understates GET / against the 15-byte bare answer. Logins are
// measured separately at BENCH_LOGIN_RATE (20) per second. Each row's ratio is taken against
// the bare server measured just before it (BENCH_ROUNDS pairs, default 1; the median is shown),
// because this VM's speed drifts by a third within minutes. Prints every figure; timing belongs
// here and in docs/benchmarks.md, never in the test suite.
//
// BENCH_CPUS (a taskset list, e.g. 0) runs every server and wrk on those CPUs only. On a small
// virtual machine, a server answering on one vCPU wakes wrk sleeping on the other with an
// inter-processor interrupt, which the hypervisor makes expensive and charges to the server's
// write: the slower a server, the more often wrk sleeps, so the penalty grows as the server
// slows (docs/benchmarks.md, "Two vCPUs"). With BENCH_CPUS=0 server and client take turns on one
// CPU instead, and the table also shows each server's CPU time per request (from /proc).
const autocannon = require('autocannon');
const { execFile, execFileSync, spawn } = require('node:child_process');
const { promisify } = require('node:util');
const { mkdtempSync, readFileSync } = require('node:fs');
const { createServer } = require('node:net');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOGIN_RATE = Number(process.env.BENCH_LOGIN_RATE ?? 20);
// BENCH_MAIN points at another build (for example an older commit's backend/dist/main.js) to
// measure before and after in one run.
const MAIN = resolve(process.env.BENCH_MAIN ?? resolve(__dirname, '../dist/main.js'));
const PASSWORD = 'bench-password-1';
const CPUS = process.env.BENCH_CPUS;
// Rounds of (bare, route) per row; the row shows the median ratio (measure() says why).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);

/** [command, args] running `command` on BENCH_CPUS when set. */
const pinned = (command, args) =>
  CPUS ? ['taskset', ['-c', CPUS, command, ...args]] : [command, args];

const BARE_SERVER = `
  const body = JSON.stringify({ status: 'ok' });
  require('node:http').createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  }).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
`;

function freePort() {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => res(port));
    });
  });
}

/** port → pid of the server listening there, for its CPU time. */
const serverPids = new Map();

/** User + system CPU seconds the process has used so far (Linux /proc; null elsewhere). */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

async function startProcess(args, env, readyPattern) {
  const child = spawn(...pinned(process.execPath, args), {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((res, rej) => {
    const onData = (chunk) => {
      output += chunk;
      if (readyPattern.test(output)) res();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => rej(new Error(`exited ${code}: ${output.slice(-2000)}`)));
  });
  if (env.PORT) serverPids.set(env.PORT, child.pid);
  return child;
}

async function startBackend(extraEnv) {
  const port = await freePort();
  const child = await startProcess(
    [MAIN],
    {
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ironkeep-bench-')),
      THROTTLE_ENABLED: 'false',
      LOG_LEVEL: 'log',
      NODE_ENV: 'development',
      ...extraEnv,
    },
    /listening on/i,
  );
  return { child, base: `http://127.0.0.1:${port}` };
}

const TOOL = process.env.BENCH_TOOL ?? (hasWrk() ? 'wrk' : 'autocannon');

function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (err) {
    return err.status === 1; // wrk --version prints its version and exits 1
  }
}

function autocannonRun(url, headers, seconds) {
  return new Promise((res, rej) =>
    autocannon({ url, headers, connections: CONNECTIONS, duration: seconds }, (err, r) =>
      err
        ? rej(err)
        : res({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx }),
    ),
  );
}

async function wrkRun(url, headers, seconds) {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  // Asynchronous, so the backends' output pipes keep draining while wrk runs.
  const { stdout: out } = await promisify(execFile)(...pinned('wrk', [...args, url]), {
    encoding: 'utf8',
  });
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(out);
  const toMs = { us: 0.001, ms: 1, s: 1000 }[p99[2]];
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]),
    p99: Number(p99[1]) * toMs,
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

const run = (url, headers, seconds) =>
  TOOL === 'wrk' ? wrkRun(url, headers, seconds) : autocannonRun(url, headers, seconds);

async function measureOnce(url, headers = {}, warmup = WARMUP) {
  await run(url, headers, warmup);
  const pid = serverPids.get(new URL(url).port);
  const cpuBefore = cpuSeconds(pid);
  const r = await run(url, headers, SECONDS);
  const cpuAfter = cpuSeconds(pid);
  // The 404 route is meant to answer 404; anywhere else a non-2xx answer is an error.
  const bad = url.includes('/does-not-exist') ? 0 : r.non2xx;
  // The server's CPU time per request, in µs (includes the kernel's share of its sockets).
  const cpuUs =
    cpuBefore === null || cpuAfter === null
      ? null
      : ((cpuAfter - cpuBefore) / (r.rps * SECONDS)) * 1e6;
  return { rps: r.rps, p99: r.p99, errors: r.errors + bad, cpuUs };
}

/** Where the bare node:http server listens (set in main). */
let bareUrl;
/** Every bare measurement of the run, to show how far the machine drifted. */
const bareRuns = [];

/**
 * One row: the bare server measured right before the route, BENCH_ROUNDS times, and the route's
 * ratio taken against the bare figure next to it (the median over the rounds). A virtual machine
 * here drifts by a third within minutes (docs/benchmarks.md), so a ratio against a bare figure
 * taken at the start of the run would measure the drift as much as the server.
 */
async function measure(url, headers = {}) {
  const pairs = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bare = await measureOnce(bareUrl, {}, 1);
    bareRuns.push(bare.rps);
    pairs.push({ bare, route: await measureOnce(url, headers) });
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  const ratio = median(pairs.map((p) => p.route.rps / p.bare.rps));
  const cpuRatio = median(pairs.map((p) => p.bare.cpuUs / p.route.cpuUs));
  // The round whose ratio is the median gives the absolute figures.
  const chosen = pairs.find((p) => p.route.rps / p.bare.rps === ratio);
  return {
    ...chosen.route,
    errors: pairs.reduce((sum, p) => sum + p.route.errors, 0),
    ratio,
    cpuRatio: Number.isFinite(cpuRatio) ? cpuRatio : null,
  };
}

/** A signed-in session cookie, made through the API as a browser would. */
async function signIn(base, username) {
  const jar = { cookie: '' };
  const call = async (method, path, body, token) => {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(jar.cookie ? { Cookie: jar.cookie } : {}),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { 'X-CSRF-Token': token } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith('ironkeep.sid='));
    if (set) jar.cookie = set.split(';')[0];
    return res.json();
  };
  let { token } = await call('GET', '/api/csrf-token');
  await call('POST', '/api/auth/register', { username, password: PASSWORD }, token);
  ({ token } = await call('GET', '/api/csrf-token'));
  await call('POST', '/api/auth/login', { username, password: PASSWORD }, token);
  return jar.cookie;
}

/** An API token (read scope) created through the signed-in session, as Settings does. */
async function createApiToken(base, cookie) {
  const { token: csrf } = await fetch(`${base}/api/csrf-token`, {
    headers: { Cookie: cookie },
  }).then((res) => res.json());
  const res = await fetch(`${base}/api/tokens`, {
    method: 'POST',
    headers: { Cookie: cookie, 'X-CSRF-Token': csrf, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'bench', scopes: ['read'], expiresInDays: 7 }),
  });
  return (await res.json()).token;
}

/** LOGIN_RATE logins a second for SECONDS, each from its own fresh session; p50/p95 latency. */
async function measureLogins(base) {
  const username = `bench_login_${Date.now()}`;
  await signIn(base, username);
  const total = LOGIN_RATE * SECONDS;
  const prepared = [];
  for (let i = 0; i < total; i++) {
    const res = await fetch(`${base}/api/csrf-token`);
    const cookie = res.headers.getSetCookie()[0].split(';')[0];
    prepared.push({ cookie, token: (await res.json()).token });
  }
  const latencies = [];
  let failures = 0;
  await Promise.all(
    prepared.map(
      ({ cookie, token }, i) =>
        new Promise((done) =>
          setTimeout(
            async () => {
              const started = performance.now();
              const res = await fetch(`${base}/api/auth/login`, {
                method: 'POST',
                headers: {
                  Cookie: cookie,
                  'X-CSRF-Token': token,
                  'Content-Type': 'application/json',
                },
                body: JSON.stringify({ username, password: PASSWORD }),
              });
              await res.arrayBuffer();
              latencies.push(performance.now() - started);
              if (res.status !== 200) failures++;
              done();
            },
            (i * 1000) / LOGIN_RATE,
          ),
        ),
    ),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return { p50: pct(0.5), p95: pct(0.95), failures, count: latencies.length };
}

const fmt = (n) => Math.round(n).toLocaleString('en-US');

async function main() {
  const children = [];
  try {
    const barePort = await freePort();
    children.push(await startProcess(['-e', BARE_SERVER], { PORT: String(barePort) }, /ready/));
    bareUrl = `http://127.0.0.1:${barePort}/`;
    const rows = [];

    const sqlite = await startBackend({});
    children.push(sqlite.child);
    const cookie = await signIn(sqlite.base, `bench_${Date.now()}`);
    rows.push(['GET /api/health', await measure(`${sqlite.base}/api/health`)]);
    rows.push(['GET /api/demo/assistants', await measure(`${sqlite.base}/api/demo/assistants`)]);
    rows.push([
      'GET /api/does-not-exist (404)',
      await measure(`${sqlite.base}/api/does-not-exist`),
    ]);
    // A public answer through the same Fastify + Nest path as /api/auth/me, without a session:
    // the side-by-side figure for "a signed-in call costs about what a public one does".
    rows.push([
      'GET /api/auth/providers (public, Nest router)',
      await measure(`${sqlite.base}/api/auth/providers`),
    ]);
    rows.push([
      'GET /api/auth/me, session in SQLite',
      await measure(`${sqlite.base}/api/auth/me`, { Cookie: cookie }),
    ]);
    const apiToken = await createApiToken(sqlite.base, cookie);
    rows.push([
      'GET /api/auth/me, API token (Bearer), SQLite',
      await measure(`${sqlite.base}/api/auth/me`, { Authorization: `Bearer ${apiToken}` }),
    ]);
    rows.push([
      'GET / (prerendered HTML)',
      await measure(`${sqlite.base}/`, { 'Accept-Encoding': 'gzip, br' }),
    ]);
    const logins = await measureLogins(sqlite.base);

    // The cost of counting requests, not of refusing them: limiter on, limit out of reach.
    const limited = await startBackend({
      THROTTLE_ENABLED: 'true',
      THROTTLE_GLOBAL_LIMIT: '100000000',
    });
    children.push(limited.child);
    const limitedCookie = await signIn(limited.base, `bench_l_${Date.now()}`);
    rows.push([
      'GET /api/auth/me, session in SQLite, rate limiter on',
      await measure(`${limited.base}/api/auth/me`, { Cookie: limitedCookie }),
    ]);

    if (process.env.BENCH_REDIS_URL) {
      const redis = await startBackend({
        REDIS_URL: process.env.BENCH_REDIS_URL,
        REDIS_PREFIX: `ironkeep-bench-${Date.now()}:`,
        ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      });
      children.push(redis.child);
      const redisCookie = await signIn(redis.base, `bench_r_${Date.now()}`);
      rows.push([
        'GET /api/auth/me, session in Redis',
        await measure(`${redis.base}/api/auth/me`, { Cookie: redisCookie }),
      ]);
    }

    const where = CPUS ? `, servers and wrk on CPU ${CPUS}` : '';
    console.log(
      `\n${TOOL}, ${CONNECTIONS} connections, ${WARMUP} s warm-up, ${SECONDS} s measured${where}\n`,
    );
    console.log(
      '| request | requests/s | ratio to bare node:http (measured just before) | p99 ms | errors | server CPU µs/request | CPU ratio |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const [name, r] of rows) {
      const cpu = r.cpuUs === null ? '–' : r.cpuUs.toFixed(1);
      const cpuRatio = r.cpuRatio === null ? '–' : r.cpuRatio.toFixed(2);
      console.log(
        `| ${name} | ${fmt(r.rps)} | ${r.ratio.toFixed(2)} | ${r.p99.toFixed(1)} | ${r.errors} | ${cpu} | ${cpuRatio} |`,
      );
    }
    console.log(
      `\nbare node:http, measured before each row: ${fmt(Math.min(...bareRuns))}–` +
        `${fmt(Math.max(...bareRuns))} requests/s over the run (${bareRuns.length} runs)`,
    );
    console.log(
      `\nlogin (argon2id) at ${LOGIN_RATE}/s for ${SECONDS} s: ${logins.count} logins, ` +
        `p50 ${logins.p50.toFixed(1)} ms, p95 ${logins.p95.toFixed(1)} ms, failures ${logins.failures}`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
