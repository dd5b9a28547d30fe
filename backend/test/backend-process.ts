import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_DB } from './app.factory';
import { freePort } from './free-port';

export const BACKEND_MAIN = resolve(__dirname, '../dist/main.js');

export interface BackendProcess {
  readonly url: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Resolves when the process ends: its exit code, or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Settings shared by the replicas of one test: the database the e2e run created (or a SQLite
 * DATA_DIR), Redis with a private key prefix, and the secrets every replica must share.
 */
export function replicaEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ironkeep-replica-')),
    WEB_DIST_DIR: join(tmpdir(), 'ironkeep-no-spa'),
    SESSION_SECRET: randomBytes(32).toString('hex'),
    MEMORY_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  };
  if (E2E_DB === 'postgres') {
    env.DATABASE_URL = process.env.TEST_DATABASE_URL!;
    env.REDIS_URL = process.env.TEST_REDIS_URL!;
    env.REDIS_PREFIX = `ironkeep-test:${randomBytes(6).toString('hex')}:`;
  }
  return { ...env, ...overrides };
}

/**
 * Starts the built backend (`npm run build -w backend`) as its own process on a free port (or
 * env.PORT) and waits until /api/health answers 200. `nodeArgs` go before the script (e.g. `--require x`).
 * On a free port it asks again when another process took the port between the probe and the
 * listen (EADDRINUSE; seen in CI with the suites running side by side).
 */
export async function startBackend(
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<BackendProcess> {
  if (!existsSync(BACKEND_MAIN)) {
    throw new Error(`${BACKEND_MAIN} is missing: run "npm run build -w backend" first`);
  }
  // A replica restarted in place keeps its port (env.PORT), as behind a fixed upstream.
  if (env.PORT) return startOn(Number(env.PORT), env, nodeArgs);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort(), env, nodeArgs);
    } catch (err) {
      if (attempt === 3 || !String(err).includes('EADDRINUSE')) throw err;
    }
  }
}

async function startOn(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[],
): Promise<BackendProcess> {
  const child = spawn(process.execPath, [...nodeArgs, BACKEND_MAIN], {
    env: { PATH: process.env.PATH ?? '', TZ: 'UTC', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const proc: BackendProcess = {
    url,
    port,
    child,
    exited,
    output: () => output,
    kill: (signal = 'SIGKILL') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  await waitUntilHealthy(proc);
  return proc;
}

/** Starts several at the same moment; if one fails, stops the others before throwing. */
export async function startTogether(envs: Record<string, string>[]): Promise<BackendProcess[]> {
  const started = await Promise.allSettled(envs.map((env) => startBackend(env)));
  const failed = started.find((s) => s.status === 'rejected');
  if (!failed) return started.map((s) => (s as PromiseFulfilledResult<BackendProcess>).value);
  await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.kill() : undefined)));
  throw failed.reason;
}

async function waitUntilHealthy(proc: BackendProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void proc.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`Backend exited during start-up:\n${proc.output()}`);
    const ok = await fetch(`${proc.url}/api/health`, { signal: AbortSignal.timeout(2_000) })
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  await proc.kill();
  throw new Error(`Backend did not become healthy in ${timeoutMs} ms:\n${proc.output()}`);
}
