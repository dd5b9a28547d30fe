// Opens N concurrent demo answer streams against a running backend and reports time to first
// event (p50/p95), time to the complete event, errors and the server's peak RSS.
//
//   THROTTLE_ENABLED=false PORT=3100 DATA_DIR=$(mktemp -d) node backend/dist/main.js &
//   BENCH_URL=http://127.0.0.1:3100 npm run bench:stream -w backend   # N = 50, 200, 2000
//   BENCH_N=500 ... runs a single round. METRICS_TOKEN is sent if set.
const http = require('node:http');

const BASE = new URL(process.env.BENCH_URL ?? 'http://127.0.0.1:3000');
const ROUNDS = (process.env.BENCH_N ?? '50,200,2000').split(',').map(Number);
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

async function session() {
  const res = await request('GET', '/api/csrf-token');
  const cookie = res.headers['set-cookie'][0].split(';')[0];
  return { cookie, token: JSON.parse(await readAll(res)).token };
}

function stream(auth, i) {
  const [assistant, query] = QUESTIONS[i % QUESTIONS.length];
  const body = JSON.stringify({ query, sessionId: `bench${i}` });
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      new URL(`/api/demo/ai/${assistant}/stream`, BASE),
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Cookie: auth.cookie,
          'X-CSRF-Token': auth.token,
        },
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

async function rssBytes() {
  const headers = process.env.METRICS_TOKEN
    ? { Authorization: `Bearer ${process.env.METRICS_TOKEN}` }
    : {};
  const text = await readAll(await request('GET', '/metrics', headers));
  const line = text.split('\n').find((l) => l.startsWith('process_resident_memory_bytes '));
  return line ? Number(line.split(' ')[1]) : NaN;
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (v) => (v === undefined ? '-' : `${v.toFixed(1)} ms`);

async function round(auth, n) {
  let peak = await rssBytes();
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await rssBytes().catch(() => 0));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: n }, (_, i) => stream(auth, i)));
  const wall = performance.now() - started;
  running = false;
  await sampler;
  const good = results.filter((r) => r.ok);
  const reasons = {};
  for (const r of results.filter((x) => !x.ok)) {
    const why = r.error ?? `HTTP ${r.status}`;
    reasons[why] = (reasons[why] ?? 0) + 1;
  }
  if (Object.keys(reasons).length) console.error(`N=${n} errors:`, reasons);
  const first = good.map((r) => r.firstEvent).sort((a, b) => a - b);
  const total = good.map((r) => r.total).sort((a, b) => a - b);
  return {
    n,
    errors: n - good.length,
    ttfeP50: ms(pct(first, 50)),
    ttfeP95: ms(pct(first, 95)),
    fullP50: ms(pct(total, 50)),
    fullP95: ms(pct(total, 95)),
    wall: ms(wall),
    peakRssMiB: (peak / 1024 / 1024).toFixed(0),
  };
}

(async () => {
  const auth = await session();
  await stream(auth, 0); // warm-up: first request pays for lazy initialisation
  const rows = [];
  for (const n of ROUNDS) rows.push(await round(auth, n));
  console.table(rows);
  agent.destroy();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
