// Usage benchmarks (issue 33), on the built backend (npm run build -w backend):
//
//   node scripts/bench-usage.js                                     SQLite in a temporary directory
//   BENCH_DATABASE_URL=postgres://… node scripts/bench-usage.js     PostgreSQL (a scratch database:
//                                                                  the script migrates it and adds rows)
//
// 1. record(): the cost a generation pays on the hot path (GenerationRecorder.record with the
//    real metrics, no database in the way), per call.
// 2. UsageWriter: BENCH_RECORDS (100,000) records through the production write (records and daily
//    roll-ups, one transaction per batch of 500), records per second.
// 3. Reading 13 months of a busy organization: BENCH_MEMBERS (200) members, 40 API tokens and 6
//    models, 30,000 generations a day, as the roll-ups hold them (each member with one token or
//    none and three models, using one to three a day: about 350 daily rows a day, 140,000 for the
//    395 days), beside 100 other organizations (30 rows a day each, 1.2 million daily rows). Each query of the usage API
//    (day, model, member, token; the owner's view and one member's) runs BENCH_RUNS (30) times
//    through UsageReports; p50 and p95 printed. Figures belong in docs/benchmarks.md.
const { randomUUID } = require('node:crypto');
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { DataSource } = require('typeorm');

const dist = (path) => require(join(__dirname, '..', 'dist', path));
const { dataSourceOptions } = dist('database/data-source-options');
const { runMigrations } = dist('database/run-migrations');
const { UsageWriter } = dist('modules/usage/recorder/usage-writer');
const { GenerationRecorder } = dist('modules/usage/recorder/generation-recorder');
const { UsageReports } = dist('modules/usage/api/usage-report.service');
const { UsageLabels } = dist('modules/usage/api/usage-labels');
const { AllowanceLimits } = dist('modules/usage/allowance/allowance-limits');
const { DatabaseMonthCounter } = dist('modules/usage/allowance/month-counter');
const { TokenAllowanceService } = dist('modules/usage/allowance/token-allowance.service');
const { LlmMetrics } = dist('modules/usage/metrics/llm-metrics');
const { MetricsService } = dist('modules/metrics/metrics.service');
const { SystemClock } = dist('common/clock/clock');
const { runSql, valuesList, chunksFor } = dist('modules/usage/usage-sql');

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const DAY_MS = 86_400_000;
const MODELS = [
  'llama3.1:70b',
  'llama3.2',
  'mistral:7b',
  'qwen2.5-coder:32b',
  'gemma2:27b',
  'phi4',
];

let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (list) => list[Math.floor(random() * list.length)];
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const ms = (n) => `${n.toFixed(2)} ms`;

function generation(organizationId, startedAt) {
  return {
    startedAt,
    organizationId,
    userId: randomUUID(),
    apiTokenId: random() < 0.5 ? randomUUID() : null,
    serverId: randomUUID(),
    model: pick(MODELS),
    source: 'gateway',
    kind: 'chat',
    promptTokens: 200 + Math.floor(random() * 800),
    completionTokens: 50 + Math.floor(random() * 400),
    estimated: false,
    latencyMs: 800,
    timeToFirstTokenMs: 120,
    outcome: 'ok',
    status: 200,
  };
}

async function benchRecord() {
  const metrics = new LlmMetrics(new MetricsService());
  const writer = { write: async () => undefined, reachable: async () => true };
  const counter = { add: async () => 0, read: async () => new Map() };
  const limits = { slugOf: () => 'acme' };
  const notices = { check: async () => undefined };
  const recorder = new GenerationRecorder(writer, counter, limits, notices, metrics);
  const org = randomUUID();
  const members = Array.from({ length: 50 }, () => randomUUID());
  const records = Array.from({ length: 1000 }, (_, i) => ({
    ...generation(org, new Date()),
    userId: members[i % 50],
  }));
  // As a server sees them: a few calls, then the event loop turns (and the recorder flushes).
  // Wall time of the calls, and CPU time (less moved by other processes on a busy machine).
  let elapsed = 0n;
  let cpu = 0;
  const rounds = 400;
  for (let round = 0; round < rounds; round++) {
    const start = process.hrtime.bigint();
    const cpuStart = process.cpuUsage();
    for (const record of records.slice((round % 4) * 250, (round % 4) * 250 + 250)) {
      recorder.record(record);
    }
    if (round >= 40) {
      elapsed += process.hrtime.bigint() - start;
      const used = process.cpuUsage(cpuStart);
      cpu += used.user + used.system;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  await recorder.flush();
  const calls = (rounds - 40) * 250;
  console.log(
    `record(): ${(Number(elapsed) / 1e3 / calls).toFixed(2)} µs wall, ${(cpu / calls).toFixed(2)} µs CPU a call ` +
      `(${calls} calls after a warm-up, metrics included)`,
  );
}

/** admit() for an organization with a limit: the cached limit, then the month's count. */
async function benchAdmit(db) {
  const clock = new SystemClock();
  const org = randomUUID();
  await runSql(db, "INSERT INTO organizations (id, name, slug) VALUES (?, 'Bench', ?)", [
    org,
    `bench-${org.slice(0, 8)}`,
  ]);
  await runSql(
    db,
    'INSERT INTO token_allowances (organization_id, monthly_tokens, updated_at) VALUES (?, ?, ?)',
    [org, 1e9, new Date()],
  );
  const recorder = { unconfirmedTokens: () => 0 };
  const allowance = new TokenAllowanceService(
    new AllowanceLimits(db, clock),
    new DatabaseMonthCounter(db),
    recorder,
    clock,
  );
  for (let i = 0; i < 500; i++) await allowance.admit(org);
  const calls = 5000;
  const cpuStart = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) await allowance.admit(org);
  const wall = Number(process.hrtime.bigint() - start) / 1e3 / calls;
  const used = process.cpuUsage(cpuStart);
  console.log(
    `admit() with a limit, database counter: ${wall.toFixed(1)} µs wall, ${((used.user + used.system) / calls).toFixed(1)} µs CPU a call`,
  );
}

async function benchWriter(db) {
  const writer = new UsageWriter(db);
  const org = randomUUID();
  const now = Date.now();
  const members = Array.from({ length: 50 }, () => randomUUID());
  const tokens = Array.from({ length: 10 }, () => randomUUID());
  // 50 members, 10 tokens and 6 models over 30 days: most records add to an existing roll-up.
  const records = Array.from({ length: RECORDS }, (_, i) => ({
    ...generation(org, new Date(now - (i % 30) * DAY_MS)),
    userId: members[i % 50],
    apiTokenId: i % 3 ? tokens[i % 10] : null,
  }));
  const batches = [];
  const start = Date.now();
  for (let i = 0; i < records.length; i += 500) {
    const t = process.hrtime.bigint();
    await writer.write(records.slice(i, i + 500));
    batches.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  const seconds = (Date.now() - start) / 1000;
  batches.sort((a, b) => a - b);
  console.log(
    `UsageWriter: ${RECORDS} records in ${seconds.toFixed(1)} s = ${Math.round(RECORDS / seconds)} records/s; ` +
      `a batch of 500: p50 ${ms(percentile(batches, 0.5))}, p95 ${ms(percentile(batches, 0.95))}`,
  );
}

async function seedRollups(db, organizationId, days, rowsForDay) {
  const columns = [
    'organization_id',
    'day',
    'user_id',
    'api_token_id',
    'model',
    'requests',
    'prompt_tokens',
    'completion_tokens',
    'estimated_requests',
    'failed_requests',
    'cancelled_requests',
    'latency_ms_total',
  ];
  let rows = [];
  const flush = async () => {
    await db.transaction(async (m) => {
      for (const chunk of chunksFor(rows, columns.length)) {
        await runSql(
          m,
          `INSERT INTO usage_daily (${columns.join(', ')}) VALUES ${valuesList(chunk.length, columns.length)}`,
          chunk.flat(),
        );
      }
    });
    rows = [];
  };
  for (const day of days) {
    rows.push(...rowsForDay(day).map((r) => [organizationId, day, ...r]));
    if (rows.length > 20_000) await flush();
  }
  await flush();
}

async function benchReads(db) {
  const today = Date.now();
  const days = Array.from({ length: 395 }, (_, i) =>
    new Date(today - i * DAY_MS).toISOString().slice(0, 10),
  );
  const members = Array.from({ length: MEMBERS }, () => randomUUID());
  const tokens = Array.from({ length: 40 }, () => randomUUID());
  const busy = randomUUID();
  const started = Date.now();
  // Each member has their habits: one API token or none, and three models of which they use
  // one to three a day. 30,000 generations a day spread over the day's rows.
  const habits = members.map((member) => ({
    member,
    token: random() < 0.6 ? pick(tokens) : '',
    models: [...new Set([pick(MODELS), pick(MODELS), pick(MODELS)])],
  }));
  await seedRollups(db, busy, days, () =>
    habits.flatMap(({ member, token, models }) =>
      models
        .filter((_, i) => i === 0 || random() < 0.5)
        .map((model) => {
          const requests = Math.max(1, Math.round((30_000 / MEMBERS / 2) * (0.5 + random())));
          return [
            member,
            token,
            model,
            requests,
            requests * 600,
            requests * 250,
            0,
            0,
            0,
            requests * 900,
          ];
        }),
    ),
  );
  for (let o = 0; o < 100; o++) {
    const org = randomUUID();
    await seedRollups(db, org, days, () =>
      Array.from({ length: 30 }, (_, i) => [
        `m${i % 10}`,
        '',
        MODELS[i % 6] + (i >= 6 ? `-${i}` : ''),
        10,
        6000,
        2500,
        0,
        0,
        0,
        9000,
      ]),
    );
  }
  // The coarser roll-ups hold the same sums, as UsageWriter keeps them: rebuilt from the daily one.
  await runSql(db, 'DELETE FROM usage_monthly');
  await runSql(db, 'DELETE FROM usage_day_totals');
  const sums = [
    'requests',
    'prompt_tokens',
    'completion_tokens',
    'estimated_requests',
    'failed_requests',
    'cancelled_requests',
    'latency_ms_total',
  ];
  const summed = sums.map((c) => `SUM(${c})`).join(', ');
  const month = 'substr(day, 1, 7)';
  await runSql(
    db,
    `INSERT INTO usage_monthly (organization_id, month, user_id, api_token_id, model, ${sums.join(', ')})
    SELECT organization_id, ${month}, user_id, api_token_id, model, ${summed} FROM usage_daily
    GROUP BY organization_id, ${month}, user_id, api_token_id, model`,
  );
  await runSql(
    db,
    `INSERT INTO usage_day_totals (organization_id, day, ${sums.join(', ')})
    SELECT organization_id, day, ${summed} FROM usage_daily GROUP BY organization_id, day`,
  );
  const [{ n }] = await runSql(db, 'SELECT COUNT(*) AS n FROM usage_daily');
  const [{ mine }] = await runSql(
    db,
    'SELECT COUNT(*) AS mine FROM usage_daily WHERE organization_id = ?',
    [busy],
  );
  console.log(
    `seeded ${Number(n)} roll-up rows (${Number(mine)} of the busy organization) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const reports = new UsageReports(db, new UsageLabels(db), new SystemClock());
  const range = reports.range({ from: days.at(-1), to: days[0] });
  const cases = [
    ['owner, by day, 13 months', { organizationId: busy }, 'day'],
    ['owner, by model, 13 months', { organizationId: busy }, 'model'],
    ['owner, by member, 13 months', { organizationId: busy }, 'member'],
    ['owner, by token, 13 months', { organizationId: busy }, 'token'],
    ['one member, by day, 13 months', { organizationId: busy, userId: members[3] }, 'day'],
  ];
  for (const [name, scope, groupBy] of cases) {
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      const t = process.hrtime.bigint();
      const { series } = await reports.series(scope, range, groupBy);
      times.push(Number(process.hrtime.bigint() - t) / 1e6);
      if (series.length === 0) throw new Error(`${name}: nothing found`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(32)} p50 ${ms(percentile(times, 0.5))}  p95 ${ms(percentile(times, 0.95))}`,
    );
  }
  const t = process.hrtime.bigint();
  const rows = await reports.rows(
    { organizationId: busy },
    reports.range({ from: days[29], to: days[0] }),
  );
  console.log(
    `CSV rows, owner, 30 days: ${rows.length} rows in ${ms(Number(process.hrtime.bigint() - t) / 1e6)}`,
  );
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const db = await new DataSource(
    dataSourceOptions({
      url,
      sqlitePath: join(mkdtempSync(join(tmpdir(), 'bench-usage-')), 'bench.sqlite'),
    }),
  ).initialize();
  await runMigrations(db);
  console.log(
    `database: ${url ? 'PostgreSQL' : 'SQLite'}; load average ${require('node:os').loadavg()[0].toFixed(1)}`,
  );
  await benchRecord();
  await benchAdmit(db);
  await benchWriter(db);
  await benchReads(db);
  await db.destroy();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
