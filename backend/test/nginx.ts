import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './backend-process';

export const REPO = resolve(__dirname, '../..');
const NGINX = '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs one of deploy/nginx/*.conf with Debian's nginx as an ordinary process: the same file,
 * with only what ties it to the image rewritten (listen port, document root, snippets folder,
 * pid/log/temp paths, the compose service name "backend" → the test's backend port).
 */
export async function startNginx(
  confFile: string,
  opts: { root: string; backendPort?: number },
): Promise<RunningNginx> {
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
    .replace(/backend:3000/g, `127.0.0.1:${opts.backendPort ?? 9}`);
  // As root (CI), workers would drop to "nobody", who may not read the checkout.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  const confPath = join(prefix, 'nginx.conf');
  writeFileSync(confPath, user + conf);
  const args = ['-p', prefix, '-c', confPath, '-e', join(prefix, 'error.log')];
  execFileSync(NGINX, [...args, '-t', '-q'], { stdio: 'pipe' });
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'inherit' });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i > 100) throw new Error(`nginx did not start: ${readFileSync(join(prefix, 'error.log'))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
