// npm run bench:web — builds the SPA and backend, serves them, runs Lighthouse (mobile preset,
// Debian Chromium) on the public pages, and prints category scores, LCP and the home JS size.
// Figures go to docs/benchmarks.md by hand; nothing here asserts timings. BENCH_SAVE_DIR=<dir>
// also writes each page's full Lighthouse report there (JSON), to see what an audit flags.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = resolve(import.meta.dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 3977);
const base = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/enterprise', '/blog'];
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

if (!process.argv.includes('--no-build')) {
  execSync('npm run build -w frontend && npm run build -w backend', {
    cwd: root,
    stdio: 'inherit',
  });
}
const server = spawn('node', ['backend/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
try {
  await waitForServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: FLAGS,
  });
  try {
    for (const path of PAGES) {
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const lcp = lhr.audits['largest-contentful-paint'].displayValue;
      const fcp = lhr.audits['first-contentful-paint'].displayValue;
      const cls = lhr.audits['cumulative-layout-shift'].displayValue;
      const tbt = lhr.audits['total-blocking-time'].displayValue;
      if (process.env.BENCH_SAVE_DIR) {
        const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
        writeFileSync(join(process.env.BENCH_SAVE_DIR, `${name}.json`), JSON.stringify(lhr));
      }
      const scripts = lhr.audits['network-requests'].details.items.filter(
        (r) => r.resourceType === 'Script' && r.url.startsWith(base),
      );
      const gzipKb = scripts.reduce((sum, r) => sum + gzipSize(new URL(r.url).pathname), 0) / 1024;
      console.log(
        `${path.padEnd(12)} performance ${score('performance')}  accessibility ${score('accessibility')}  ` +
          `best-practices ${score('best-practices')}  seo ${score('seo')}  FCP ${fcp}  LCP ${lcp}  ` +
          `CLS ${cls}  TBT ${tbt}  ` +
          `JS ${scripts.length} files ${gzipKb.toFixed(1)} KB gzip`,
      );
      for (const [id, cat] of Object.entries(lhr.categories)) {
        if (cat.score === 1) continue;
        const failing = cat.auditRefs
          .filter(
            (a) => a.weight > 0 && lhr.audits[a.id].score !== null && lhr.audits[a.id].score < 1,
          )
          .map((a) => a.id);
        console.log(`    ${id}: ${failing.join(', ')}`);
      }
    }
  } finally {
    await chrome.kill();
  }
} finally {
  server.kill();
}

function gzipSize(pathname) {
  return gzipSync(readFileSync(join(root, 'frontend/dist', pathname)), { level: 9 }).length;
}

async function waitForServer() {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('backend did not start');
}
