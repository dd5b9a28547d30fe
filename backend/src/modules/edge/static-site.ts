import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentTypeOf } from './content-types';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/** Below this, compression saves less than a packet and costs the client a decoder. */
const MIN_COMPRESS_BYTES = 1024;
/** /blog/{slug}: one segment, any slug (paths.blogPost; nginx.conf has the same pattern). */
const BLOG_ARTICLE = /^\/blog\/[^/]+\/?$/;

export interface Variant {
  body: Buffer;
  etag: string;
}

export interface SiteFile {
  type: string;
  cacheControl: string;
  identity: Variant;
  gzip?: Variant;
  br?: Variant;
  compressible: boolean;
}

/**
 * The built SPA (frontend/dist), held in memory: static assets, the pages prerendered at build
 * time (dist/<path>/index.html) and the client shell for every other page route. Each file is
 * compressed once (gzip and brotli, in the background after start-up, or taken from .gz/.br files
 * the build wrote), never per request. 1.7 MB for today's build.
 */
export class StaticSite {
  private readonly files = new Map<string, SiteFile>();
  private readonly shell: SiteFile;
  private readonly notFoundPage: SiteFile;

  private constructor(private readonly root: string) {
    for (const file of walk(root)) {
      if (isPrecompressedCopy(file)) continue;
      const urlPath = '/' + relative(root, file).split(sep).join('/');
      this.files.set(urlPath, this.load(file, urlPath));
    }
    this.shell = this.files.get('/app.html') ?? this.files.get('/index.html')!;
    // A build older than issue 34 has no 404.html: its shell renders the not-found screen.
    this.notFoundPage = this.files.get('/404.html') ?? this.shell;
  }

  /** Null when the SPA has not been built (API-only runs and most tests). */
  static load(distDir: string): StaticSite | null {
    return existsSync(join(distDir, 'index.html')) ? new StaticSite(distDir) : null;
  }

  /**
   * A file, a page (prerendered, or the app's shell the build wrote for each client route), the
   * shell for a blog article (any slug: an unknown one shows the HIPAA guide, spec §8), or the
   * not-found page with 404 for any other address. Undefined: a missing asset, a bare 404 (a
   * stale tab must not get HTML as JavaScript).
   */
  resolve(urlPath: string): { file: SiteFile; status: 200 | 404 } | undefined {
    let path: string;
    try {
      path = decodeURIComponent(urlPath);
    } catch {
      return { file: this.notFoundPage, status: 404 };
    }
    const file = this.files.get(path) ?? this.files.get(`${path.replace(/\/+$/, '')}/index.html`);
    if (file) return { file, status: 200 };
    if (path.startsWith('/assets/')) return undefined;
    if (BLOG_ARTICLE.test(path)) return { file: this.shell, status: 200 };
    return { file: this.notFoundPage, status: 404 };
  }

  async compressAll(): Promise<void> {
    const started = performance.now();
    // The build ships .gz and .br files beside the others; only what lacks them is compressed.
    let compressed = 0;
    for (const file of this.files.values()) {
      if (!file.compressible || file.identity.body.length < MIN_COMPRESS_BYTES) continue;
      if (file.gzip && file.br) continue;
      compressed++;
      if (!file.gzip) file.gzip = variant(await gzipAsync(file.identity.body, { level: 9 }), 'gz');
      if (!file.br) {
        const br = await brotliAsync(file.identity.body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        });
        file.br = variant(br, 'br');
      }
    }
    new Logger('StaticSite').log(
      `Compressed ${compressed} of ${this.files.size} files in ${Math.round(performance.now() - started)} ms (the others came precompressed from the build, or gain nothing from it)`,
    );
  }

  private load(file: string, urlPath: string): SiteFile {
    const { type, compressible } = contentTypeOf(file);
    const body = readFileSync(file);
    const precompressed = (ext: 'gz' | 'br') =>
      existsSync(`${file}.${ext}`) ? variant(readFileSync(`${file}.${ext}`), ext) : undefined;
    return {
      type,
      compressible,
      // Vite fingerprints everything under assets/, so those can be cached for good.
      cacheControl: urlPath.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      identity: variant(body, ''),
      gzip: compressible ? precompressed('gz') : undefined,
      br: compressible ? precompressed('br') : undefined,
    };
  }
}

function variant(body: Buffer, suffix: string): Variant {
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
  return { body, etag: `"${hash}${suffix ? `-${suffix}` : ''}"` };
}

/**
 * `x.gz` / `x.br` beside `x` is the build's compressed copy of `x`, sent for `x`. Any other .gz
 * is a file of its own: the local edition's `ironkeep-web-<version>.tar.gz` download.
 */
function isPrecompressedCopy(file: string): boolean {
  return /\.(gz|br)$/.test(file) && existsSync(file.slice(0, -3));
}

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}
