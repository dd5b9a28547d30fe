import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const root = resolve(import.meta.dirname, '../..');
const E2E_ADMIN = { username: 'e2e_admin', password: 'correct-horse-battery' };

/** Starts the built backend (serving frontend/dist) on a free port with a fresh SQLite database. */
export default async function setup(project: TestProject) {
  for (const built of ['backend/dist/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(join(root, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` (make test does) first`);
    }
  }
  const port = await freePort();
  const server: ChildProcess = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'ironkeep-browser-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // The admin journey signs in as this bootstrap admin (admin.e2e.ts).
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The organisations journey watches a new server turn healthy: check every second.
      SERVER_HEALTH_INTERVAL_MS: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('admin', E2E_ADMIN);
  return () => {
    server.kill('SIGTERM');
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`backend exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('backend did not become healthy within 30 s');
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolvePort(port));
    });
    srv.on('error', reject);
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    admin: { username: string; password: string };
  }
}
