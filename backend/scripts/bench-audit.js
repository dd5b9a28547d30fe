// Audit trail figures for docs/benchmarks.md (issue 23): appends per second with two replicas
// on one PostgreSQL, verify time for 1,000,000 entries, and export throughput with its memory.
//
//   npm run build -w backend
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/test node backend/scripts/bench-audit.js
//
// Creates a throwaway database next to BENCH_DATABASE_URL's and drops it at the end. Appends go
// through the real AuditTrail (advisory lock, one INSERT each) from two processes at once for
// BENCH_SECONDS (10) with BENCH_CONCURRENCY (32) appends in flight per process; the chain is
// verified afterwards. The 1,000,000 entries for verify and export are written by this script
// with the same hash function, in multi-row INSERTs (how they are loaded is not measured).
// BENCH_ENTRIES changes the size. Timing belongs here, never in the test suite.
require('reflect-metadata');
const { fork } = require('node:child_process');
const { Writable } = require('node:stream');
const { pipeline } = require('node:stream/promises');
const { Client } = require('pg');
const { DataSource } = require('typeorm');
const dist = (path) => require(`../dist/${path}`);
const { dataSourceOptions } = dist('database/data-source-options');
const { runMigrations } = dist('database/run-migrations');
const { SystemClock } = dist('common/clock/clock');
const { AuditTrail } = dist('modules/audit/audit-trail.service');
const { SYSTEM_ACTOR } = dist('modules/audit/audit-actor');
const { AuditVerifier } = dist('modules/audit/audit-verifier.service');
const { AuditExporter } = dist('modules/audit/audit-export.service');
const { entryHash } = dist('modules/audit/chain/entry-hash');
const { chainTail } = dist('modules/audit/chain/chain-tail');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 1_000_000);

async function connect(url) {
  const dataSource = await new DataSource(dataSourceOptions({ url, sqlitePath: '' })).initialize();
  return dataSource;
}

/** Child: connects, says ready, then appends with CONCURRENCY in flight until the deadline. */
async function appender(url) {
  const dataSource = await connect(url);
  const trail = new AuditTrail(dataSource, new SystemClock());
  const deadline = await new Promise((resolve) => {
    process.once('message', resolve);
    process.send('ready');
  });
  let done = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      await trail.append({ action: 'settings_changed', actor: SYSTEM_ACTOR, details: { done } });
      done += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await dataSource.destroy();
  return done;
}

async function appendsWithTwoReplicas(url, dataSource) {
  const children = [0, 1].map(() => fork(__filename, ['append', url]));
  const next = (child) => new Promise((resolve) => child.once('message', resolve));
  await Promise.all(children.map(next));
  // Both replicas start at the same moment, with their connections up.
  const deadline = Date.now() + SECONDS * 1000;
  const counts = await Promise.all(
    children.map((child) => {
      const count = next(child);
      child.send(deadline);
      return count;
    }),
  );
  const total = counts.reduce((a, b) => a + b, 0);
  const result = await new AuditVerifier(dataSource).verify();
  console.log(
    `appends, 2 replicas x ${CONCURRENCY} in flight, ${SECONDS} s: ${total} entries = ${Math.round(total / SECONDS)}/s (${counts.join(' + ')}); chain ok=${result.ok}, checked ${result.checked}`,
  );
}

async function load(dataSource, count) {
  let tail = await chainTail(dataSource.manager);
  const started = Date.now();
  const batch = 1000;
  for (let written = 0; written < count; written += batch) {
    const values = [];
    const tuples = [];
    for (let i = 0; i < Math.min(batch, count - written); i++) {
      const e = {
        id: tail.id + 1,
        occurredAt: Date.now() - (count - written - i) * 10,
        actorType: 'user',
        actorId: '7f0c2c1e-1111-4a4a-9b9b-000000000001',
        actorName: 'alice',
        actorAuth: 'session',
        action: i % 10 === 0 ? 'login_failed' : 'server_started',
        outcome: i % 10 === 0 ? 'failure' : 'success',
        targetType: 'server',
        targetId: '7f0c2c1e-2222-4a4a-9b9b-000000000002',
        organizationId: '7f0c2c1e-3333-4a4a-9b9b-000000000003',
        ipAddress: '10.0.0.1',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
        details: '{"name":"GPU box"}',
        prevHash: tail.hash,
      };
      const hash = entryHash(e);
      const row = [
        e.id,
        e.occurredAt,
        e.actorType,
        e.actorId,
        e.actorName,
        e.actorAuth,
        e.action,
        e.outcome,
        e.targetType,
        e.targetId,
        e.organizationId,
        e.ipAddress,
        e.userAgent,
        e.details,
        e.prevHash,
        hash,
      ];
      tuples.push(
        `(${row
          .map((v) => {
            values.push(v);
            return `$${values.length}`;
          })
          .join(',')})`,
      );
      tail = { id: e.id, hash };
    }
    await dataSource.query(
      `INSERT INTO audit_entries (id, occurred_at, actor_type, actor_id, actor_name, actor_auth, action, outcome, target_type, target_id, organization_id, ip_address, user_agent, details, prev_hash, hash) VALUES ${tuples.join(',')}`,
      values,
    );
  }
  console.log(
    `loaded ${count} entries in ${((Date.now() - started) / 1000).toFixed(1)} s (not a figure)`,
  );
}

async function timedVerify(dataSource) {
  const started = process.hrtime.bigint();
  const result = await new AuditVerifier(dataSource).verify();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(
    `verify: ok=${result.ok}, ${result.checked} entries in ${seconds.toFixed(1)} s (${Math.round(result.checked / seconds)}/s)`,
  );
}

async function timedExport(dataSource, format) {
  const exporter = new AuditExporter(dataSource, new AuditTrail(dataSource, new SystemClock()));
  let bytes = 0;
  let lines = 0;
  let peakRss = process.memoryUsage().rss;
  const started = process.hrtime.bigint();
  await pipeline(
    await exporter.export({}, format, {
      actor: SYSTEM_ACTOR,
      context: { ip: null, userAgent: null },
    }),
    new Writable({
      write(chunk, _encoding, callback) {
        bytes += chunk.length;
        for (const b of chunk) if (b === 10) lines += 1;
        peakRss = Math.max(peakRss, process.memoryUsage().rss);
        callback();
      },
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(
    `export ${format}: ${lines} lines, ${(bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s = ${Math.round(lines / seconds)} entries/s, ${(bytes / 1e6 / seconds).toFixed(1)} MB/s, peak RSS ${(peakRss / 1e6).toFixed(0)} MB`,
  );
}

async function main() {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base)
    throw new Error(
      'Set BENCH_DATABASE_URL (a PostgreSQL server this script may create a database on)',
    );
  const name = `ironkeep_bench_audit_${Date.now().toString(36)}`;
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const dataSource = await connect(url.toString());
  try {
    await runMigrations(dataSource);
    await appendsWithTwoReplicas(url.toString(), dataSource);
    await load(dataSource, ENTRIES);
    await dataSource.query('VACUUM ANALYZE audit_entries');
    await timedVerify(dataSource);
    await timedExport(dataSource, 'jsonl');
    await timedExport(dataSource, 'csv');
  } finally {
    await dataSource.destroy();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

if (process.argv[2] === 'append') {
  appender(process.argv[3]).then((n) => process.send(n, () => process.exit(0)));
} else {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
