import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';

export const REPO = resolve(__dirname, '../..');
const NGINX = '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  /** With `tls`: the self-signed certificate (PEM) clients must trust. */
  ca?: string;
  /** nginx's error.log (level warn), kept after stop for a drill to read. */
  errorLog: string;
  stop(): Promise<void>;
}

export interface NginxOptions {
  root: string;
  /** The one backend, as compose's "backend:3000". */
  backendPort?: number;
  /** Several backends (replicas): an upstream group in place of compose's DNS name. */
  backendPorts?: number[];
  /** With `backendPorts`: idle connections to the backends nginx keeps for reuse (`keepalive`),
   * as an operator's own upstream block often has; compose's DNS name allows none. */
  upstreamKeepalive?: number;
  /** Listen with TLS (a throwaway self-signed certificate for 127.0.0.1). */
  tls?: boolean;
}

/**
 * Runs one of deploy/nginx/*.conf with Debian's nginx as an ordinary process: the same file,
 * with only what ties it to the image rewritten (listen port, document root, snippets folder,
 * pid/log/temp paths, the compose service name "backend" → the test's backend port).
 */
export async function startNginx(confFile: string, opts: NginxOptions): Promise<RunningNginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'ironkeep-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`)
    .join('\n');
  const conf = readFileSync(join(REPO, 'deploy/nginx', confFile), 'utf8')
    .replace(/^pid [^;]*;/m, `pid ${prefix}/nginx.pid;`)
    .replace(/error_log [^;]*;/g, `error_log ${prefix}/error.log warn;`)
    .replace(/access_log (?!off)[^;]*;/g, 'access_log off;')
    .replace(/^\s*(client_body|proxy|fastcgi|uwsgi|scgi)_temp_path [^;]*;$/gm, '')
    .replace(/^http \{$/m, `http {\n${temp}`)
    .replace(/^\s*listen \[::\]:\d+[^;]*;$/gm, '')
    .replace(/listen \d+/g, `listen 127.0.0.1:${port}`)
    .replace(/root \/usr\/share\/nginx\/html;/g, `root ${opts.root};`)
    .replace(/\/etc\/nginx\/snippets\//g, `${REPO}/deploy/nginx/snippets/`)
    .replace(/backend:3000/g, backendAddress(opts))
    .replace(/^http \{$/m, `http {\n${upstream(opts)}`)
    .replace(/listen (127\.0\.0\.1:\d+) default_server;/g, (_all, address: string) =>
      opts.tls
        ? `listen ${address} ssl default_server;\n    ssl_certificate ${prefix}/tls.crt;\n    ssl_certificate_key ${prefix}/tls.key;`
        : `listen ${address} default_server;`,
    );
  const ca = opts.tls ? selfSignedCertificate(prefix) : undefined;
  // As root (CI), workers would drop to "nobody", who may not read the checkout.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const confPath = join(prefix, 'nginx.conf');
  writeFileSync(confPath, user + conf);
  const args = ['-p', prefix, '-c', confPath, '-e', join(prefix, 'error.log')];
  execFileSync(NGINX, [...args, '-t', '-q'], { stdio: 'pipe' });
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'inherit' });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `${opts.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await request(url, '/healthz', { ca }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error(`nginx did not start: ${readFileSync(join(prefix, 'error.log'))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    ca,
    errorLog: join(prefix, 'error.log'),
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

function backendAddress(opts: NginxOptions): string {
  return opts.backendPorts ? 'ironkeep_backends' : `127.0.0.1:${opts.backendPort ?? 9}`;
}

/**
 * Replicas as nginx sees them behind compose's DNS name (`--scale backend=2`): tried in turn,
 * the next on a refused connection. An address found through the resolver at request time keeps
 * no failure count, hence max_fails=0 here: a replica that was restarting is used again at once.
 * (With nginx's default max_fails=1 fail_timeout=10s the drill fails by the thousand with "no live
 * upstreams": the replica restarted first is still marked failed when the second drains.)
 */
function upstream(opts: NginxOptions): string {
  if (!opts.backendPorts) return '';
  const servers = opts.backendPorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=0;`)
    .join('\n');
  const keepalive = opts.upstreamKeepalive ? `\n    keepalive ${opts.upstreamKeepalive};` : '';
  return `  upstream ironkeep_backends {\n${servers}${keepalive}\n  }\n`;
}

function selfSignedCertificate(dir: string): string {
  // Node checks an IP address against the certificate's subjectAltName, not its CN.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'tls.key'),
      '-out',
      join(dir, 'tls.crt'),
    ],
    { stdio: 'pipe' },
  );
  return readFileSync(join(dir, 'tls.crt'), 'utf8');
}

export interface PlainResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP(S) request with node:http(s), so a test can trust a self-signed certificate (`ca`)
 * without turning certificate checks off for the whole process.
 */
export function request(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string; ca?: string } = {},
): Promise<PlainResponse> {
  const url = new URL(path, base);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      { method: init.method ?? 'GET', headers: init.headers, ca: init.ca, timeout: 15_000 },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${init.method ?? 'GET'} ${path} timed out`)));
    req.on('error', reject);
    req.end(init.body);
  });
}
