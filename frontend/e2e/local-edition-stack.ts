import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import {
  assembleLicenseKey,
  licenseSignedText,
  type LicensePayload,
} from '../src/features/local-edition/lib/license-key-format';
import { freePort } from '../../backend/test/free-port';

/**
 * Everything the local-edition journey runs, on free ports of this machine:
 * - the fake Ollama the local service's tests use (speaks /api/tags and /api/chat),
 * - the REAL local service (`local-service/dist/server.js`) with a temporary DATA_DIR,
 * - the SPA as `npm run build` made it (no VITE_LOCAL_API_BASE: its built-in default is
 *   localhost:8080, not this service), served by the built backend with LOCAL_SERVICE_URL set to
 *   the service: the page must learn the address at run time (GET /api/local-edition/settings),
 *   as the CSP's connect-src does; the backend signs licences with a key made here and serves the
 *   files `npm run build` put in frontend/dist/downloads.
 */
const root = resolve(import.meta.dirname, '../..');
const FAKE_OLLAMA = join(root, 'local-service/dist/testing/fake-ollama.js');

export type LocalEditionStack = {
  webUrl: string;
  serviceUrl: string;
  ollamaUrl: string;
  licenseKey: string;
  keyId: string;
  stopOllama: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function startLocalEditionStack(): Promise<LocalEditionStack> {
  for (const built of [
    'backend/dist/main.js',
    'local-service/dist/server.js',
    'frontend/dist/index.html',
    'frontend/dist/downloads/manifest.json',
  ]) {
    if (!existsSync(join(root, built))) throw new Error(`${built} is missing: run npm run build`);
  }
  if (!existsSync(FAKE_OLLAMA))
    throw new Error(`${FAKE_OLLAMA} is missing: npm run build -w local-service`);

  const children: ChildProcess[] = [];
  const temp = mkdtempSync(join(tmpdir(), 'ironkeep-local-edition-'));
  const stopAll = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(temp, { recursive: true, force: true });
  };
  try {
    return await start(children, temp, stopAll);
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function start(
  children: ChildProcess[],
  temp: string,
  stopAll: () => Promise<void>,
): Promise<LocalEditionStack> {
  const [webPort, servicePort] = [await freePort(), await freePort()];
  const webUrl = `http://127.0.0.1:${webPort}`;
  const serviceUrl = `http://127.0.0.1:${servicePort}`;
  const signer = createSigner();

  const ollama = spawnNode([FAKE_OLLAMA, '--port', '0'], {}, children, 'pipe');
  const ollamaUrl = await firstLine(ollama);

  spawnNode(
    ['local-service/dist/server.js'],
    {
      LOCAL_SERVICE_PORT: String(servicePort),
      // The backend's setting: the service must ignore it (issue 13), or it would take the web port.
      PORT: String(webPort),
      DATA_DIR: join(temp, 'local-service'),
      OLLAMA_URL: ollamaUrl,
      LICENSE_PUBLIC_KEY: signer.publicKeyRaw,
      CORS_ORIGINS: webUrl,
      LOCAL_WEB_DIR: 'none',
    },
    children,
  );
  await waitForOk(`${serviceUrl}/health`, children);

  spawnNode(
    ['backend/dist/main.js'],
    {
      PORT: String(webPort),
      DATA_DIR: join(temp, 'backend'),
      DATABASE_URL: '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(root, 'frontend/dist'),
      LOCAL_SERVICE_URL: serviceUrl,
      LICENSE_SIGNING_KEY: signer.privateKeyPem,
    },
    children,
  );
  await waitForOk(`${webUrl}/api/health`, children);

  return {
    webUrl,
    serviceUrl,
    ollamaUrl,
    licenseKey: signer.issue(),
    keyId: signer.keyId,
    stopOllama: () => stopChild(ollama),
    stop: stopAll,
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** An Ed25519 key pair and a pro key signed with it through the shared format, as the backend does. */
function createSigner() {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url');
  const keyId = createHash('sha256').update(raw).digest('hex').slice(0, 16);
  return {
    keyId,
    publicKeyRaw: raw.toString('base64url'),
    privateKeyPem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
    issue: () => {
      const payload: LicensePayload = {
        v: 1,
        lid: '6b0d8a55-2a1e-4b8f-9a43-5f1a0d6c2e71',
        kid: keyId,
        org: 'County of Santa Barbara',
        orgSlug: 'county-of-santa-barbara',
        tier: 'pro',
        maxUsers: 5,
        features: ['basic_chat', 'memory_persistence', 'advanced_models', 'multi_user'],
        iat: new Date().toISOString(),
        exp: new Date(Date.now() + 365 * 86_400_000).toISOString(),
      };
      const signed = licenseSignedText(payload);
      return assembleLicenseKey(signed, sign(null, Buffer.from(signed, 'ascii'), privateKey));
    },
  };
}

function spawnNode(
  args: string[],
  env: Record<string, string>,
  children: ChildProcess[],
  stdout: 'pipe' | 'inherit' = 'inherit',
): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', stdout, 'inherit'],
  });
  children.push(child);
  return child;
}

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolveLine, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolveLine(line.trim()));
    child.once('exit', (code) => reject(new Error(`fake Ollama exited with ${code}`)));
  });
}

async function waitForOk(url: string, children: ChildProcess[]): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const dead = children.find((child) => child.exitCode !== null);
    if (dead) throw new Error(`${dead.spawnargs.join(' ')} exited with ${dead.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within 30 s`);
}
