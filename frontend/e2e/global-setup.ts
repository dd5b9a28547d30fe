import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startOidcTestProvider } from '../../backend/test/identity/oidc-test-provider';
import { freePort } from '../../backend/test/free-port';

const root = resolve(import.meta.dirname, '../..');
const E2E_ADMIN = { username: 'e2e_admin', password: 'correct-horse-battery' };
/** Single sign-on through a real OpenID provider (oidc-provider) on this machine (sso.e2e.ts). */
const SSO = {
  label: 'Company SSO',
  managerGroup: 'ironkeep-managers',
  account: { login: 'sso_manager', groups: ['staff', 'ironkeep-managers'] },
};

/** Starts the built backend (serving frontend/dist) on a free port with a fresh SQLite database. */
export default async function setup(project: TestProject) {
  for (const built of ['backend/dist/main.js', 'frontend/dist/index.html']) {
    if (!existsSync(join(root, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` (make test does) first`);
    }
  }
  // The port is free when picked but another process (the e2e suites run beside this one) may
  // take it before the backend binds it: start again on a new port when the backend exits early.
  let started: Awaited<ReturnType<typeof startBackend>> | undefined;
  for (let attempt = 1; !started; attempt++) {
    try {
      started = await startBackend();
    } catch (err) {
      if (attempt >= 5) throw err;
      console.warn(`Browser-test backend did not start (${String(err)}); trying another port.`);
    }
  }
  const { baseUrl, server, provider, deadLocalService } = started;
  project.provide('baseUrl', baseUrl);
  project.provide('localServiceUrl', deadLocalService.url);
  project.provide('admin', E2E_ADMIN);
  project.provide('sso', { label: SSO.label, login: SSO.account.login });
  return async () => {
    server.kill('SIGTERM');
    await provider.close();
    deadLocalService.server.close();
  };
}

/**
 * The address the journeys' pages look for the local service at: a port of this run that drops
 * every connection, so /local-chat sees no service (as on a fresh machine) even when a `make run`
 * of the product has its local service on :8080. Journeys that need a real one start their own
 * (local-edition-stack.ts) or answer this address with page.route (a11y-demo.e2e.ts).
 */
async function startDeadLocalService(): Promise<{ server: Server; url: string }> {
  const server = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${port}` };
}

/**
 * The OpenID provider and the built backend on a freshly picked port, once healthy; both are
 * stopped again when the backend does not come up.
 */
async function startBackend() {
  const port = await freePort();
  const deadLocalService = await startDeadLocalService();
  const baseUrl = `http://127.0.0.1:${port}`;
  const provider = await startOidcTestProvider({
    redirectUris: [`${baseUrl}/api/auth/oidc/callback`],
    accounts: {
      [SSO.account.login]: {
        preferred_username: SSO.account.login,
        email: 'manager@corp.example',
        groups: SSO.account.groups,
      },
    },
  });
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
      // Accounts made through the API each come from their own X-Forwarded-For address
      // (accounts.ts register): one shard's journeys make more than sign-up's 20 an hour.
      TRUST_PROXY: 'true',
      // The admin journey signs in as this bootstrap admin (admin.e2e.ts).
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The organisations journey watches a new server turn healthy: check every second.
      SERVER_HEALTH_INTERVAL_MS: '1000',
      PUBLIC_APP_URL: baseUrl,
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_BUTTON_LABEL: SSO.label,
      OIDC_MANAGER_VALUES: SSO.managerGroup,
      LOCAL_SERVICE_URL: deadLocalService.url,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(baseUrl, server);
  } catch (err) {
    server.kill('SIGKILL');
    await provider.close();
    deadLocalService.server.close();
    throw err;
  }
  return { baseUrl, server, provider, deadLocalService };
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

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Where this run's pages look for the local service: nothing answers there. */
    localServiceUrl: string;
    admin: { username: string; password: string };
    sso: { label: string; login: string };
  }
}
