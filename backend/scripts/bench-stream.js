// Opens N concurrent demo answer streams against a running backend and reports time to first
// event (p50/p95), time to the complete event, errors, server CPU per stream and peak RSS.
//
//   THROTTLE_ENABLED=false PORT=3100 DATA_DIR=$(mktemp -d) node backend/dist/main.js &
//   BENCH_URL=http://127.0.0.1:3100 BENCH_PID=$! npm run bench:stream -w backend
//
// BENCH_N=50,200,2000 (default) picks the sizes, BENCH_REPEAT=10 measures each size ten times
// and prints medians. All N requests of a round are sent at once, after BENCH_WARMUP (default
// 5000) unmeasured streams have warmed the server up.
// Each measured round follows an unmeasured one of the same size, which leaves N keep-alive
// connections open, as a visitor's browser already holds one to the origin it loaded /demo
// from; the figures then time the streams, not TCP set-up or JIT warm-up.
// BENCH_PID (same host) samples RSS from /proc without touching the server; otherwise
// /metrics is scraped every 250 ms, which costs the server a little CPU. METRICS_TOKEN is sent
// if set.
const http = require('node:http');
const { readFileSync } = require('node:fs');

const BASE = new URL(process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const ROUNDS = (process.env.BENCH_N ?? '50,200,2000').split(',').map(Number);
const PID = process.env.BENCH_PID === 'none' ? undefined : process.env.BENCH_PID;
const QUESTIONS = [
  ['brain', 'How is IronKeep priced?'],
  ['deploy', 'How do I deploy IronKeep on Kubernetes?'],
  ['compliance', 'HIPAA data encryption requirements'],
  ['docs', 'Remote work policy details'],
  ['developer', 'API authentication methods'],
];
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

function request(method, path, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(path, BASE), { method, headers, agent }, resolve);
    req.on('error', reject);
    req.end(body);
  });
}

async function readAll(res) {
  let text = '';
  for await (const chunk of res) text += chunk;
  return text;
}

function stream(i) {
  const [assistant, query] = QUESTIONS[i % QUESTIONS.length];
  const body = JSON.stringify({ query, sessionId: `bench${i}` });
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      new URL(`/api/demo/ai/${assistant}/stream`, BASE),
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let firstEvent;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
          if (firstEvent === undefined && text.includes('data: '))
            firstEvent = performance.now() - started;
        });
        res.on('end', () => {
          const ok = res.statusCode === 200 && text.includes('"type":"complete"');
          resolve({ ok, firstEvent, total: performance.now() - started, status: res.statusCode });
        });
        res.on('error', () => resolve({ ok: false }));
      },
    );
    req.on('error', (error) => resolve({ ok: false, error: error.code }));
    req.end(body);
  });
}

async function scrape(name) {
  const headers = process.env.METRICS_TOKEN
    ? { Authorization: `Bearer ${process.env.METRICS_TOKEN}` }
    : {};
  const text = await readAll(await request('GET', '/metrics', headers));
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : NaN;
}

function procRssBytes() {
  const status = readFileSync(`/proc/${PID}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** Peak RSS while `work` runs. */
async function withPeakRss(work) {
  const sample = PID ? async () => procRssBytes() : () => scrape('process_resident_memory_bytes');
  let peak = await sample();
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await sample().catch(() => 0));
      await new Promise((r) => setTimeout(r, PID ? 20 : 250));
    }
  })();
  const result = await work();
  running = false;
  await sampler;
  return { result, peak };
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => (v === undefined ? '-' : `${v.toFixed(1)} ms`);
const burst = (n) => Promise.all(Array.from({ length: n }, (_, i) => stream(i)));

/** One measured burst of n streams (after an unmeasured one that opens the connections). */
async function round(n) {
  await burst(n);
  await new Promise((r) => setTimeout(r, Number(process.env.BENCH_PAUSE_MS ?? 300)));
  const cpuBefore = await scrape('process_cpu_seconds_total');
  const started = performance.now();
  const { result: results, peak } = await withPeakRss(() => burst(n));
  const wall = performance.now() - started;
  const cpuPerStream = ((await scrape('process_cpu_seconds_total')) - cpuBefore) / n;
  const good = results.filter((r) => r.ok);
  for (const r of results.filter((x) => !x.ok)) {
    const why = r.error ?? `HTTP ${r.status}`;
    errorReasons[why] = (errorReasons[why] ?? 0) + 1;
  }
  const first = good.map((r) => r.firstEvent).sort((a, b) => a - b);
  const total = good.map((r) => r.total).sort((a, b) => a - b);
  return {
    errors: n - good.length,
    ttfeP50: pct(first, 50),
    ttfeP95: pct(first, 95),
    fullP50: pct(total, 50),
    fullP95: pct(total, 95),
    wall,
    cpuPerStream,
    peak,
  };
}

const errorReasons = {};
const median = (values) =>
  pct(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * BENCH_REPEAT rounds per size (default 1). With more than one, each figure is the median over
 * the rounds and the spread of the 95th percentile is shown: on a small shared machine single
 * rounds vary by a factor of two.
 */
async function measure(n, repeat) {
  const runs = [];
  for (let i = 0; i < repeat; i += 1) runs.push(await round(n));
  const of = (key) => median(runs.map((r) => r[key]));
  const p95s = runs.map((r) => r.ttfeP95).sort((a, b) => a - b);
  return {
    n,
    rounds: repeat,
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    ttfeP50: ms(of('ttfeP50')),
    ttfeP95: ms(of('ttfeP95')),
    ...(repeat > 1 ? { ttfeP95Range: `${p95s[0].toFixed(0)}-${p95s.at(-1).toFixed(0)} ms` } : {}),
    fullP50: ms(of('fullP50')),
    fullP95: ms(of('fullP95')),
    wall: ms(of('wall')),
    serverCpuPerStream: ms(of('cpuPerStream') * 1000),
    peakRssMiB: (Math.max(...runs.map((r) => r.peak)) / 1024 / 1024).toFixed(0),
  };
}

/**
 * A long-running server has its hot paths compiled by V8's optimising tier; a fresh one spends
 * the first few thousand requests interpreting them (server CPU per stream halves meanwhile).
 * The rounds measure the steady state, so the server first answers WARMUP streams, 50 at a time.
 */
async function warmUp(count) {
  for (let done = 0; done < count; done += 50) await burst(Math.min(50, count - done));
}

(async () => {
  await warmUp(Number(process.env.BENCH_WARMUP ?? 5000));
  const repeat = Number(process.env.BENCH_REPEAT ?? 1);
  const rows = [];
  for (const n of ROUNDS) rows.push(await measure(n, repeat));
  console.table(rows);
  if (Object.keys(errorReasons).length) console.error('errors:', errorReasons);
  agent.destroy();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
