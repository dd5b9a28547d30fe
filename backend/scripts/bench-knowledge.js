// Knowledge benchmarks (issue 24), on the built backend (npm run build -w backend):
//
//   node scripts/bench-knowledge.js                      SQLite in a temporary directory
//   BENCH_DATABASE_URL=postgres://… node scripts/bench-knowledge.js   PostgreSQL (a scratch database:
//                                                        the script adds tables and 100,000 rows)
//
// 1. A 300-page PDF (pdf-lib, ~40 lines of prose a page) through the production path: the worker
//    thread (extraction, chunking, term hashing) with the default limits, sealing, and the store's
//    one-transaction write. Prints wall time per step and the process's peak RSS (the worker's heap
//    is in this process), sampled every 10 ms.
// 2. Search over BENCH_CHUNKS (100,000) chunks of one organization (plus 10 % from another):
//    BENCH_QUERIES (300) questions of each kind below, through KnowledgeSearchService.search
//    (database ranking, decryption of the candidates, scoring). The corpus's words follow Zipf's
//    law over an 8,000-word vocabulary; "typical" questions name content words, the worst case
//    asks only the commonest words. Prints p50, p95 and p99. Figures belong in docs/benchmarks.md, never in the test suite.
const { randomBytes, randomUUID } = require('node:crypto');
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { DataSource } = require('typeorm');
const { PDFDocument, StandardFonts } = require('pdf-lib');

const dist = (path) => require(join(__dirname, '..', 'dist', path));
const { dataSourceOptions } = dist('database/data-source-options');
const { runMigrations } = dist('database/run-migrations');
const { KnowledgeCipher } = dist('modules/knowledge/knowledge-cipher');
const { createKnowledgeStore } = dist('modules/knowledge/search/create-knowledge-store');
const { KnowledgeSearchService } = dist('modules/knowledge/search/knowledge-search.service');
const { tokenLine } = dist('modules/knowledge/search/term-tokens');
const { runExtraction } = dist('modules/knowledge/processing/extraction-runner');

const CHUNKS = Number(process.env.BENCH_CHUNKS ?? 100_000);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 300);
const PAGES = Number(process.env.BENCH_PAGES ?? 300);

// A fixed pseudo-random sequence, so every run measures the same corpus.
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const VOCABULARY = Array.from({ length: 8000 }, (_, i) => {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let word = '';
  for (let n = 4 + (i % 6); n > 0; n -= 1) word += letters[Math.floor(random() * 26)];
  return word;
});
// Zipf: word i is drawn with weight 1 / (i + 1), as words are in prose.
const weights = VOCABULARY.map((_, i) => 1 / (i + 1));
const total = weights.reduce((a, b) => a + b, 0);
const cumulative = weights.reduce((acc, w) => [...acc, (acc.at(-1) ?? 0) + w / total], []);
function word() {
  const r = random();
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid] < r) lo = mid + 1;
    else hi = mid;
  }
  return VOCABULARY[lo];
}
const sentence = (n) => Array.from({ length: n }, word).join(' ');
// A content word: any word of the vocabulary alike (questions name their topic).
const contentWord = () => VOCABULARY[Math.floor(random() * VOCABULARY.length)];
const QUESTION_KINDS = {
  'typical (one word drawn like text, 2–4 content words)': (i) =>
    [word(), ...Array.from({ length: 2 + (i % 3) }, contentWord)].join(' '),
  'common words only (3–6 drawn like text: the worst case)': (i) => sentence(3 + (i % 4)),
};

async function openDatabase() {
  const url = process.env.BENCH_DATABASE_URL;
  const sqlitePath = join(mkdtempSync(join(tmpdir(), 'ironkeep-bench-knowledge-')), 'bench.sqlite');
  const dataSource = new DataSource(dataSourceOptions({ url, sqlitePath }));
  await dataSource.initialize();
  await runMigrations(dataSource);
  return dataSource;
}

const sql = (ds, text) =>
  ds.options.type === 'postgres'
    ? text.replace(
        /\?/g,
        (
          (n) => () =>
            `$${++n}`
        )(0),
      )
    : text;

// TypeORM's own format for dates in SQLite; PostgreSQL takes the Date.
const stamp = (ds) =>
  ds.options.type === 'postgres'
    ? new Date()
    : new Date().toISOString().replace('T', ' ').slice(0, 23);

async function newOrganization(ds) {
  const id = randomUUID();
  const now = stamp(ds);
  await ds.query(
    sql(
      ds,
      'INSERT INTO organizations (id, name, slug, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    ),
    [id, 'Bench', `bench-${id.slice(0, 8)}`, now, now],
  );
  return id;
}

async function newDocument(ds, organizationId, name) {
  const id = randomUUID();
  const owner = randomUUID();
  const now = stamp(ds);
  await ds.query(
    sql(
      ds,
      `INSERT INTO knowledge_documents (id, organization_id, name, mime_type, size, status,
         chunk_count, attempts, lease_owner, created_at, updated_at)
       VALUES (?, ?, ?, 'application/pdf', 0, 'processing', 0, 1, ?, ?, ?)`,
    ),
    [id, organizationId, name, owner, now, now],
  );
  return { id, owner };
}

function sampleRss() {
  const base = process.memoryUsage().rss;
  let peak = base;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  return () => {
    clearInterval(timer);
    return { baseMb: base / 1048576, peakMb: Math.max(peak, process.memoryUsage().rss) / 1048576 };
  };
}

async function benchPdf(ds, store, cipher) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < PAGES; p += 1) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Section ${p + 1}`, { x: 50, y: 750, size: 14, font });
    for (let l = 0; l < 40; l += 1)
      page.drawText(sentence(12), { x: 50, y: 720 - l * 16, size: 10, font });
  }
  const bytes = Buffer.from(await doc.save());
  const organizationId = await newOrganization(ds);
  const { id, owner } = await newDocument(ds, organizationId, 'Handbook.pdf');
  const stop = sampleRss();
  const t0 = performance.now();
  const output = await runExtraction(
    {
      bytes: new Uint8Array(bytes),
      mimeType: 'application/pdf',
      name: 'Handbook.pdf',
      termKey: cipher.currentTermKey(organizationId).key,
      maxChunks: 20_000,
    },
    { timeoutMs: 120_000, memoryMb: 512 },
    new AbortController().signal,
  );
  const t1 = performance.now();
  if (!output.ok) throw new Error(output.reason);
  const termsKeyId = cipher.currentTermKey(organizationId).id;
  const chunks = output.chunks.map((c, seq) => ({
    documentId: id,
    organizationId,
    seq,
    page: c.page,
    tokens: c.tokens,
    termsKeyId,
    ...cipher.sealChunk(id, seq, c),
  }));
  const t2 = performance.now();
  await store.complete({
    documentId: id,
    leaseOwner: owner,
    chunks,
    pageCount: output.pageCount,
    at: new Date(),
  });
  const t3 = performance.now();
  const { baseMb, peakMb } = stop();
  console.log(
    `300-page PDF: ${(bytes.length / 1048576).toFixed(1)} MB, ${output.pageCount} pages, ${chunks.length} chunks`,
  );
  console.log(`  worker (extract, chunk, hash): ${(t1 - t0).toFixed(0)} ms`);
  console.log(
    `  seal ${chunks.length} chunks: ${(t2 - t1).toFixed(0)} ms; store (one transaction): ${(t3 - t2).toFixed(0)} ms`,
  );
  console.log(
    `  total ${(t3 - t0).toFixed(0)} ms; process RSS ${baseMb.toFixed(0)} MB before, ${peakMb.toFixed(0)} MB peak`,
  );
}

async function fillChunks(ds, store, cipher, organizationId, count) {
  const perDocument = 1000;
  const key = cipher.currentTermKey(organizationId);
  const cache = new Map();
  for (let made = 0; made < count; made += perDocument) {
    const { id, owner } = await newDocument(ds, organizationId, `Doc ${made / perDocument}.pdf`);
    const chunks = [];
    for (let seq = 0; seq < Math.min(perDocument, count - made); seq += 1) {
      const text = Array.from({ length: 8 }, () => `${sentence(18)}.`).join(' ');
      const location = `p. ${seq + 1}`;
      chunks.push({
        documentId: id,
        organizationId,
        seq,
        page: seq + 1,
        termsKeyId: key.id,
        tokens: tokenLine(key.key, `Doc ${location} ${text}`, cache),
        ...cipher.sealChunk(id, seq, { text, location }),
      });
    }
    await store.complete({
      documentId: id,
      leaseOwner: owner,
      chunks,
      pageCount: chunks.length,
      at: new Date(),
    });
  }
}

async function benchSearch(ds, store, cipher) {
  const organizationId = await newOrganization(ds);
  const t0 = performance.now();
  await fillChunks(ds, store, cipher, organizationId, CHUNKS);
  await fillChunks(ds, store, cipher, await newOrganization(ds), Math.round(CHUNKS / 10));
  console.log(
    `Indexed ${CHUNKS} + ${Math.round(CHUNKS / 10)} chunks in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  // The planner's statistics, as autovacuum would have them on a live database: right after a
  // bulk fill PostgreSQL still plans knowledge_documents as empty (142 ms instead of 8 ms for a
  // ranked query, docs/benchmarks.md).
  if (ds.options.type === 'postgres')
    await ds.query('ANALYZE knowledge_documents, knowledge_chunks');
  const search = new KnowledgeSearchService(store, cipher);
  for (let i = 0; i < 20; i += 1) await search.search(organizationId, sentence(4)); // warm-up
  for (const [kind, question] of Object.entries(QUESTION_KINDS)) {
    const times = [];
    let found = 0;
    for (let i = 0; i < QUERIES; i += 1) {
      const started = performance.now();
      const { passages } = await search.search(organizationId, question(i));
      times.push(performance.now() - started);
      if (passages.length) found += 1;
    }
    times.sort((a, b) => a - b);
    const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`Search over ${CHUNKS} chunks, ${QUERIES} ${kind} questions (${found} found):`);
    console.log(
      `  p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${times.at(-1).toFixed(1)} ms`,
    );
  }
}

async function main() {
  const ds = await openDatabase();
  const cipher = new KnowledgeCipher({
    encryption: { key: randomBytes(32).toString('hex'), previousKeys: [] },
  });
  const store = createKnowledgeStore(ds);
  console.log(`Database: ${ds.options.type}; Node ${process.version}`);
  await benchPdf(ds, store, cipher);
  await benchSearch(ds, store, cipher);
  await ds.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
