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
  constructor(private readonly options: EdgeOptions) {}

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
    const file = this.options.site.resolve(path);
    this.timed(req, res, path.startsWith('/assets/') ? 'static' : 'spa', () =>
      file ? this.sendFile(req, res, file) : this.notFound(req, res),
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

  /** Security headers exactly as the Fastify path sends them (HSTS only over TLS). */
  applySecurityHeaders(req: IncomingMessage, res: ServerResponse): void {
    const list = this.isSecure(req) ? this.options.headers.secure : this.options.headers.plain;
    for (const [name, value] of list) res.setHeader(name, value);
  }

  sendJson(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: Buffer,
    cache = 'no-store',
  ) {
    this.applySecurityHeaders(req, res);
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', body.length);
    res.setHeader('Cache-Control', cache);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  private sendFile(req: IncomingMessage, res: ServerResponse, file: SiteFile) {
    const chosen = pickEncoding(req.headers['accept-encoding'], file);
    this.applySecurityHeaders(req, res);
    res.setHeader('Content-Type', file.type);
    res.setHeader('Cache-Control', file.cacheControl);
    res.setHeader('ETag', chosen.variant.etag);
    if (file.compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
    if (req.headers['if-none-match'] === chosen.variant.etag) {
      res.statusCode = 304;
      return res.end();
    }
    res.setHeader('Content-Length', chosen.variant.body.length);
    res.end(req.method === 'HEAD' ? undefined : chosen.variant.body);
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
