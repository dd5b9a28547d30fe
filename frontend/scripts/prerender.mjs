// Writes the public marketing pages as static HTML after `vite build` and `vite build --ssr`:
// dist/<path>/index.html for each page (dist/index.html for /), rendered by dist-ssr/entry-server.js
// from the same React components the browser then hydrates. The untouched client shell moves to
// dist/app.html, which the backend and nginx serve for every other client route.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const frontend = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(frontend, 'dist');
const ssrDir = join(frontend, 'dist-ssr');
const shell = readFileSync(join(dist, 'index.html'), 'utf8');
const { render, PRERENDERED_PATHS } = await import(
  pathToFileURL(join(ssrDir, 'entry-server.js')).href
);

// React 19 emits the hoisted <title>/<meta>/<link> elements ahead of the body markup.
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
writeFileSync(join(dist, 'app.html'), shell);

for (const path of PRERENDERED_PATHS) {
  const { status, html } = await render(path);
  if (status !== 200) throw new Error(`${path} rendered with status ${status}`);
  const head = html.match(HEAD_TAGS)?.[0] ?? '';
  if (!head.includes('<title>')) throw new Error(`${path} rendered no <title>`);
  const page = shell
    // The page's own title and description replace the shell's defaults.
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', `${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html.slice(head.length)}</div>`);
  const out = join(dist, path, 'index.html');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, page);
  console.log(`prerendered ${path.padEnd(58)} ${(page.length / 1024).toFixed(1)} kB`);
}
rmSync(ssrDir, { recursive: true, force: true });
