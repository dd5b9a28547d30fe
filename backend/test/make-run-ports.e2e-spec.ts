import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer, Server } from 'node:net';
import { join } from 'node:path';
import { E2E_DB } from './app.factory';
import { replicaEnv } from './backend-process';
import { freePort } from './free-port';
import { REPO } from './nginx';

/**
 * `make run` (`npm start`, backend/scripts/start-product.js) when another program holds a port of
 * the local service (issue 35): the backend keeps serving, and the failure is printed with the
 * command that fixes it. Before, concurrently's --kill-others stopped the backend with the local
 * service, and a newcomer got no product at all. Needs `npm run build` (backend and local service).
 */
const LOCAL_SERVICE_MAIN = join(REPO, 'local-service/dist/server.js');
const WEB_DIST = join(REPO, 'frontend/dist');

function holdPort(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(what: string, ok: () => Promise<boolean>, output: () => string) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await ok()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} within 60 s; npm start printed:\n${output()}`);
}

// `make run` runs on SQLite; the PostgreSQL run leaves this file out (jest-e2e.config.js).
const onlyOnSqlite = E2E_DB === 'sqlite' ? describe : () => undefined;

onlyOnSqlite('make run with a port of the local service taken by another program', () => {
  beforeAll(() => {
    for (const built of [LOCAL_SERVICE_MAIN, join(WEB_DIST, 'app.html')]) {
      if (!existsSync(built)) throw new Error(`${built} is missing: run "npm run build" first`);
    }
  });

  it.each(['LOCAL_SERVICE_PORT', 'LOCAL_WEB_PORT'])(
    '%s taken: the backend keeps serving, the fix is printed',
    async (setting) => {
      const ports = { PORT: await freePort(), LOCAL_SERVICE_PORT: 0, LOCAL_WEB_PORT: 0 };
      ports.LOCAL_SERVICE_PORT = await freePort();
      ports.LOCAL_WEB_PORT = await freePort();
      const other = await holdPort(ports[setting as keyof typeof ports]);
      const env = {
        ...replicaEnv({ LOG_LEVEL: 'warn', LOCAL_WEB_DIR: WEB_DIST }),
        ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      };
      // Its own process group, so that the test can stop npm and everything npm started.
      const run = spawn('npm', ['start', '--silent'], {
        cwd: REPO,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      run.stdout!.on('data', (c: Buffer) => (output += c.toString()));
      run.stderr!.on('data', (c: Buffer) => (output += c.toString()));
      const exited = new Promise((done) => run.once('exit', done));
      try {
        await waitFor(
          'no explanation',
          async () => output.includes('[run] To run'),
          () => output,
        );
        const taken = ports[setting as keyof typeof ports];
        expect(output).toContain(`port ${taken} (its `);
        const fix = new RegExp(`\\[run\\]   ${setting}=(\\d+) make run`).exec(output);
        expect(fix).not.toBeNull();
        expect(Number(fix![1])).not.toBe(taken);
        // The backend was not stopped with the local service: it serves.
        const health = () =>
          fetch(`http://127.0.0.1:${ports.PORT}/api/health`, { signal: AbortSignal.timeout(2000) })
            .then((res) => res.status === 200)
            .catch(() => false);
        await waitFor('the backend did not answer /api/health', health, () => output);
        expect(run.exitCode).toBeNull();
      } finally {
        if (run.exitCode === null) process.kill(-run.pid!, 'SIGTERM');
        await exited;
        // The backend drains for a few seconds after npm has gone; it still holds the pipes.
        await waitFor(
          'the backend did not stop',
          async () => !(await listening(ports.PORT)),
          () => output,
        );
        run.stdout!.destroy();
        run.stderr!.destroy();
        other.close();
      }
    },
    90_000,
  );
});
