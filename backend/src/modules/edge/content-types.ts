/** What the build emits; anything else is served as bytes. */
const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  // The local edition's downloads (.tgz, .tar.gz): already compressed, so never compressible.
  gz: 'application/gzip',
  tgz: 'application/gzip',
};

const COMPRESSIBLE = new Set([
  'html',
  'js',
  'mjs',
  'css',
  'json',
  'map',
  'webmanifest',
  'svg',
  'txt',
  'xml',
]);

export function contentTypeOf(file: string): { type: string; compressible: boolean } {
  const ext = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
  return { type: TYPES[ext] ?? 'application/octet-stream', compressible: COMPRESSIBLE.has(ext) };
}
