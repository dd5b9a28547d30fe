import { IncomingMessage, Server, ServerResponse } from 'node:http';
import { isHttpsRequest } from '../../common/http/request-protocol';
import { HeaderList } from './header-snapshot';
import { SiteFile, StaticSite, Variant } from './static-site';

export type EdgeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface EdgeOptions {
  site: StaticSite | null;
  /** GET routes answered here, by exact path (health, public JSON that never changes). */
  routes: Map<string, EdgeHandler>;
  headers: { plain: HeaderList; secure: HeaderList };
  trustProxy: boolean;
  observe: (method: string, route: string, status: number, seconds: number) => void;
}

/**
 * The front of the HTTP server, in front of Fastify: GET/HEAD for the built site (from memory,
 * precompressed) and a few API routes that need neither a session nor the Nest pipeline. What it
 * does not answer goes to Fastify unchanged. Nginx plays this part in the compose deployment;
 * this keeps `make run` and a single-container install just as fast (docs/benchmarks.md).
 */
export class Edge {
  /** The security headers as `writeHead` takes them: name, value, name, value, ... */
  private readonly plainHead: string[];
  private readonly secureHead: string[];

  constructor(private readonly options: EdgeOptions) {
    this.plainHead = options.headers.plain.flat();
    this.secureHead = options.headers.secure.flat();
  }

  /** Puts the edge in front of the server's existing request listener (the Fastify app). */
  install(server: Server): void {
    const [app] = server.listeners('request') as ((...args: unknown[]) => void)[];
    // Only Fastify is replaced: other listeners (the graceful shutdown's request tracking,
    // common/lifecycle/connection-drain.ts) keep seeing every request.
    server.removeListener('request', app);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!this.handle(req, res)) app(req, res);
    });
  }

  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const route = this.options.routes.get(path);
    if (route) {
      this.run(req, res, path, route);
      return true;
    }
    if (!this.options.site || path.startsWith('/api/') || path === '/api' || path === '/metrics') {
      return false;
    }
    const found = this.options.site.resolve(path);
    this.timed(req, res, path.startsWith('/assets/') ? 'static' : 'spa', () =>
      found ? this.sendFile(req, res, found.file, found.status) : this.notFound(req, res),
    );
    return true;
  }

  private run(req: IncomingMessage, res: ServerResponse, path: string, route: EdgeHandler) {
    const started = process.hrtime.bigint();
    const done = () => this.record(req, res, path, started);
    Promise.resolve()
      .then(() => route(req, res))
      .catch(() => {
        if (!res.headersSent) this.sendJson(req, res, 500, INTERNAL_ERROR);
        else res.end();
      })
      .finally(done);
  }

  private timed(req: IncomingMessage, res: ServerResponse, label: string, send: () => void) {
    const started = process.hrtime.bigint();
    send();
    this.record(req, res, label, started);
  }

  private record(req: IncomingMessage, res: ServerResponse, route: string, started: bigint) {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    this.options.observe(req.method!, route, res.statusCode, seconds);
  }

  /**
   * The security headers exactly as the Fastify path sends them (HSTS only over TLS), then
   * `extra`, in one `writeHead` call with a flat list: Node writes such a list as it is, while
   * each `setHeader` validates and stores one header and `end` then walks them all again
   * (a quarter of a small answer's cost, docs/benchmarks.md).
   */
  private writeHead(req: IncomingMessage, res: ServerResponse, status: number, extra: string[]) {
    const security = this.isSecure(req) ? this.secureHead : this.plainHead;
    res.writeHead(status, security.concat(extra));
  }

  sendJson(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: Buffer,
    cache = 'no-store',
  ) {
    this.writeHead(req, res, status, [
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(body.length),
      'Cache-Control',
      cache,
    ]);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  private sendFile(req: IncomingMessage, res: ServerResponse, file: SiteFile, status: 200 | 404) {
    const { variant, encoding } = pickEncoding(req.headers['accept-encoding'], file);
    const head = [
      'Content-Type',
      file.type,
      'Cache-Control',
      file.cacheControl,
      'ETag',
      variant.etag,
    ];
    if (file.compressible) head.push('Vary', 'Accept-Encoding');
    if (encoding) head.push('Content-Encoding', encoding);
    // A 304 would turn a not-found answer into the cached page's 200.
    if (status === 200 && req.headers['if-none-match'] === variant.etag) {
      this.writeHead(req, res, 304, head);
      return res.end();
    }
    head.push('Content-Length', String(variant.body.length));
    this.writeHead(req, res, status, head);
    res.end(req.method === 'HEAD' ? undefined : variant.body);
  }

  private notFound(req: IncomingMessage, res: ServerResponse) {
    this.sendJson(req, res, 404, NOT_FOUND);
  }

  private isSecure(req: IncomingMessage): boolean {
    return isHttpsRequest(req, this.options.trustProxy);
  }
}

const errorBody = (statusCode: number, message: string, error: string, code: string) =>
  Buffer.from(JSON.stringify({ statusCode, message, error, code }));
const NOT_FOUND = errorBody(404, 'Not found', 'Not Found', 'NOT_FOUND');
const INTERNAL_ERROR = errorBody(
  500,
  'Internal server error',
  'Internal Server Error',
  'INTERNAL_ERROR',
);

function pickEncoding(
  accept: string | undefined,
  file: SiteFile,
): { variant: Variant; encoding?: 'br' | 'gzip' } {
  if (accept) {
    if (file.br && /\bbr\b/.test(accept)) return { variant: file.br, encoding: 'br' };
    if (file.gzip && /\bgzip\b/.test(accept)) return { variant: file.gzip, encoding: 'gzip' };
  }
  return { variant: file.identity };
}
