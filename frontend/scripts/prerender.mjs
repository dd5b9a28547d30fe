// Writes the public marketing pages as static HTML after `vite build` and `vite build --ssr`:
// dist/<path>/index.html for each page (dist/index.html for /), rendered by dist-ssr/entry-server.js
// from the same React components the app renders, in the static pages' shell (dist/site.html, no
// app: one inline script, scripts/site-boot.mjs, that loads src/site-main.ts after the paint). Each page gets the CSS it uses inlined (beasties), so
// nothing blocks its first paint; the full stylesheet loads only after it. The app's shell
// moves to dist/app.html, copied to dist/<route>/index.html for every other client route, so the
// backend and nginx answer those with 200 and anything else with 404 and dist/404.html (the
// not-found page, rendered like the marketing pages). dist/local-app.html is the same shell marked
// as the local edition's web interface (config/web-interface.ts): its servers send it for their
// pages, /local-chat and /download. Last, every text file in dist/ gets precompressed .gz and .br
// siblings.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { SITE_BOOT_SCRIPT, SITE_BOOT_SCRIPT_HASH } from './site-boot.mjs';

const frontend = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(frontend, 'dist');
const ssrDir = join(frontend, 'dist-ssr');
const appShell = readFileSync(join(dist, 'index.html'), 'utf8');
// The boot script loads site-main.ts after the first paint, by its built name (<html data-site-main>).
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const siteMain = manifest['src/site-main.ts']?.file;
if (!siteMain) throw new Error('the build has no src/site-main.ts entry');
rmSync(join(dist, '.vite'), { recursive: true });
// The static pages' shell gets the app's stylesheet (site-main.ts imports no CSS, so that loading
// an island never makes Vite link it): beasties inlines the part each page uses.
const stylesheet = appShell.match(/<link rel="stylesheet"[^>]*>/)?.[0];
if (!stylesheet) throw new Error('dist/index.html links no stylesheet');
const siteShell = readFileSync(join(dist, 'site.html'), 'utf8').replace(
  '</head>',
  `  ${stylesheet}\n  </head>`,
);
assertBootScriptAllowed();
const {
  render,
  PRERENDERED_PATHS,
  APP_SHELL_PATHS,
  NOT_FOUND_PROBE_PATH,
  LOCAL_WEB_INTERFACE_META_TAG,
} = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

// React 19 emits the hoisted <title>/<meta>/<link> elements ahead of the body markup.
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

for (const shell of [appShell, siteShell]) {
  if (!shell.includes('<div id="root"></div>')) throw new Error('a shell has no empty #root');
}
writeFileSync(join(dist, 'app.html'), appShell);
const localAppShell = appShell.replace('</head>', `  ${LOCAL_WEB_INTERFACE_META_TAG}\n  </head>`);
if (localAppShell === appShell) throw new Error('dist/index.html has no </head>');
// The name is the servers' too: local-service/src/web/web-app.ts, deploy/nginx/local-edition.conf.
writeFileSync(join(dist, 'local-app.html'), localAppShell);
rmSync(join(dist, 'site.html'));

const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  // The full stylesheet's link goes (withFullStylesheetDeferred); beasties'
  // own inline switch script is dropped: the Content-Security-Policy allows no inline script.
  preload: 'media-script',
  noscriptFallback: true,
  // The menu's open state and backdrop are not in the HTML as it is served, and no element is
  // focused then: without the :focus-visible rule keyboard users get no focus ring.
  allowRules: [/open\\:/, /backdrop\\:/, /:focus-visible/],
  logLevel: 'warn',
});

for (const path of PRERENDERED_PATHS) {
  await writeStaticPage(path, 200, join(dist, path, 'index.html'));
}
// Unknown addresses: the servers answer 404 with this page (nginx's error_page, the backend's
// StaticSite), the not-found screen as static HTML, noindex, readable without JavaScript.
await writeStaticPage(NOT_FOUND_PROBE_PATH, 404, join(dist, '404.html'));
// The other client routes get the app's shell as a file of their own, so that the servers can
// tell a route (200) from an unknown address (404) by whether the file exists.
for (const path of APP_SHELL_PATHS) {
  const out = join(dist, path, 'index.html');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, appShell);
}
console.log(`app shell copied for ${APP_SHELL_PATHS.length} client routes`);
rmSync(ssrDir, { recursive: true, force: true });
precompress(dist);

/** Renders `path` (expecting `status`) into the static shell and writes it to `out`. */
async function writeStaticPage(path, status, out) {
  const rendered = await render(path);
  if (rendered.status !== status)
    throw new Error(`${path} rendered with status ${rendered.status}`);
  const { html } = rendered;
  const head = html.match(HEAD_TAGS)?.[0] ?? '';
  if (!head.includes('<title>')) throw new Error(`${path} rendered no <title>`);
  const assembled = siteShell
    .replace('</head>', `${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html.slice(head.length)}</div>`);
  const page = withBootScript(
    withFullStylesheetDeferred(
      withoutUnusedCustomProperties(
        withoutInlineScripts(await beasties.process(withPlainAmpersands(assembled))),
      ),
    ),
  );
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, page);
  const gzipKb = gzipSync(page, { level: 9 }).length / 1024;
  const name = status === 200 ? path : `${status} page`;
  console.log(
    `prerendered ${name.padEnd(58)} ${(page.length / 1024).toFixed(1)} kB (gzip ${gzipKb.toFixed(1)} kB)`,
  );
}

/**
 * class="[&amp;_svg]:size-4" → class="[&_svg]:size-4": the same attribute value for a browser (an
 * ampersand that starts no character reference is itself), but beasties compares the raw text
 * with the selector and would drop the rule.
 */
function withPlainAmpersands(html) {
  return html.replace(/ class="[^"]*"/g, (attribute) =>
    attribute.replace(/&amp;(?![a-zA-Z#])/g, '&'),
  );
}

/**
 * The page's own CSS is inline; the full stylesheet is only for what React renders later (an
 * island's states, the signed-in header). Its address goes on <html data-full-stylesheet>, and
 * src/lib/full-stylesheet.ts links it when an island loads. (Left as beasties' media="print"
 * link, Chromium applied its @property rules at the page's next style change and started colour
 * transitions on every button; as a prefetch, it competed with the first paint.) The <noscript>
 * copy stays, for visitors without JavaScript.
 */
function withFullStylesheetDeferred(html) {
  const link =
    /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)" media="print" data-beasties-media="all">\s*/;
  const href = html.match(link)?.[1];
  if (!href) throw new Error('no full stylesheet link left by beasties');
  return html
    .replace(link, '')
    .replace(
      '<html lang="en"',
      `<html lang="en" data-full-stylesheet="${href}" data-site-main="/${siteMain}"`,
    );
}

/**
 * The page's one script before its paint: inline, so that no request precedes the paint (see
 * scripts/site-boot.mjs). The shell has no other script: a module script in the HTML, even at
 * low priority, finished loading before the paint and counted in Lighthouse's largest paint.
 */
function withBootScript(html) {
  if (/<script|<link rel="modulepreload"/.test(html)) throw new Error('a script left in the shell');
  return html.replace('</head>', `<script>${SITE_BOOT_SCRIPT}</script>\n  </head>`);
}

/**
 * Every server of these pages must allow the boot script by its hash in script-src (the
 * security-headers e2e tests compare the served policies; this catches a changed script). The
 * Docker image's frontend stage holds only frontend/ (deploy/docker/Dockerfile), so a file that
 * is not there is not checked: every build of the whole repository (make build, make test) is.
 */
function assertBootScriptAllowed() {
  const policies = [
    '../backend/src/common/security/security-headers.ts',
    '../deploy/nginx/snippets/security-headers.conf',
    '../local-service/src/web/web-app.ts',
  ];
  for (const file of policies) {
    const path = join(frontend, file);
    if (!existsSync(path)) continue;
    if (!readFileSync(path, 'utf8').includes(SITE_BOOT_SCRIPT_HASH))
      throw new Error(
        `${file} does not allow the static pages' boot script: ${SITE_BOOT_SCRIPT_HASH}`,
      );
  }
}

/**
 * Drops the custom properties no rule or attribute of the page reads (beasties keeps :root whole:
 * Tailwind's full palette and its @layer properties defaults). On `/` that is about 3.4 KB, which
 * brings the answer, headers included, under the first round trip's 14.6 KB (TCP's initial
 * window: one round trip less before the paint on a slow connection). The full stylesheet,
 * linked when an island loads, brings them all back.
 */
function withoutUnusedCustomProperties(html) {
  const style = /<style>(.*?)<\/style>/s;
  let css = html.match(style)?.[1];
  if (css === undefined) throw new Error('no inlined <style> to trim');
  const outside = html.replace(style, '');
  const declaration = /(?<=[{;])(--[\w-]+):[^;{}]*;?/g;
  for (let changed = true; changed;) {
    const read = new Set([...(css + outside).matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]));
    const trimmed = css.replace(declaration, (text, name) => (read.has(name) ? text : ''));
    changed = trimmed !== css;
    css = trimmed.replace(/;}/g, '}');
  }
  return html.replace(style, () => `<style>${css}</style>`);
}

/** Drops inline <script> elements (beasties' media switch): src/lib/full-stylesheet.ts links it. */
function withoutInlineScripts(html) {
  const cleaned = html
    .replace(/<script>[^<]*<\/script>/g, '')
    .replace(' data-beasties-container', '');
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(cleaned)) throw new Error('inline script left in page');
  return cleaned;
}

/**
 * foo.js → foo.js.gz and foo.js.br, once at build time, for servers that send a precompressed
 * file instead of compressing on every request (nginx gzip_static/brotli_static, the backend).
 */
function precompress(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(?:html|js|css|svg|txt|json|xml|webmanifest)$/.test(name)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
  }
}
