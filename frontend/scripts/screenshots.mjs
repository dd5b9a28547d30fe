// `npm run screenshots -w frontend`: every route and state of the accessibility gate
// (e2e/a11y-*.e2e.ts) as full-page PNGs at 1280 and 390 px, in frontend/screenshots/ (git-ignored)
// with an index.html to look through them. Needs `npm run build` first, like the browser tests.
// The gate runs as usual while the pictures are taken: its result is this script's exit code.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const frontend = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(frontend, process.argv[2] ?? 'screenshots');
const vitest = join(
  dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
  'vitest.mjs',
);

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const run = spawnSync(
  process.execPath,
  [vitest, 'run', '--config', 'e2e/vitest.config.ts', 'e2e/a11y-'],
  { cwd: frontend, stdio: 'inherit', env: { ...process.env, SCREENSHOTS_DIR: outDir } },
);

const manifest = join(outDir, 'manifest.jsonl');
const shots = existsSync(manifest)
  ? readFileSync(manifest, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  : [];
writeFileSync(join(outDir, 'index.html'), indexPage(shots));
console.log(`\n${shots.length} screenshots: ${join(outDir, 'index.html')}`);
process.exit(run.status ?? 1);

/** One section per journey, one row per state: the 1280 px picture beside the 390 px one. */
function indexPage(list) {
  const escape = (text) =>
    String(text).replace(
      /[&<>"]/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c],
    );
  // Visitor pages first, then the demo, the account area and admin; states in the order taken.
  const order = ['a11y-public', 'a11y-demo', 'a11y-account', 'a11y-admin'];
  const rank = (journey) => (order.includes(journey) ? order.indexOf(journey) : order.length);
  const journeys = new Map();
  for (const shot of [...list].sort((a, b) => rank(a.journey) - rank(b.journey))) {
    const states = journeys.get(shot.journey) ?? new Map();
    const widths = states.get(shot.state) ?? [];
    widths.push(shot);
    states.set(shot.state, widths);
    journeys.set(shot.journey, states);
  }
  const toc = [...journeys.keys()]
    .map((journey) => `<li><a href="#${escape(journey)}">${escape(journey)}</a></li>`)
    .join('');
  const sections = [...journeys]
    .map(([journey, states]) => {
      const rows = [...states]
        .map(([state, widths]) => {
          const pictures = widths
            .map(
              (shot) =>
                `<figure><a href="${escape(shot.file)}"><img loading="lazy" src="${escape(shot.file)}" alt="${escape(state)} at ${shot.width} px" width="${shot.width === 390 ? 195 : 640}"></a><figcaption>${shot.width} px</figcaption></figure>`,
            )
            .join('');
          return `<div class="state"><h3>${escape(state)}</h3><div class="row">${pictures}</div></div>`;
        })
        .join('');
      return `<section id="${escape(journey)}"><h2>${escape(journey)}</h2>${rows}</section>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>IronKeep screenshots</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2rem;background:#f4f5f7;color:#1a1d24}
.row{display:flex;gap:1.5rem;align-items:flex-start}
figure{margin:0}img{border:1px solid #c9ccd3;background:#fff;height:auto}
figcaption{color:#555;margin-top:.25rem}.state{margin:1.5rem 0;padding-bottom:1rem;border-bottom:1px solid #ddd}
</style></head>
<body><h1>IronKeep: every route and state at 1280 and 390 px</h1>
<p>${list.length} pictures, taken by the accessibility gate (e2e/a11y-*.e2e.ts). Click one for full size.</p>
<ul>${toc}</ul>${sections}</body></html>
`;
}
