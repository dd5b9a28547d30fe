import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app';
import { DEFAULT_CORS_ORIGINS, type LocalServiceConfig } from '../config';
import { createServices, type ServiceOverrides, type Services } from '../services';
import assert from 'node:assert/strict';
import type { Clock } from '../clock';
import type { ErrorBody } from '../http/service-error';
import { deadUrl, listen, type Listening } from './http';

/** A private data folder per test service, removed by close(). */
export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'ironkeep-local-test-'));
}

export function testConfig(overrides: Partial<LocalServiceConfig> = {}): LocalServiceConfig {
  const dataDir = overrides.dataDir ?? tempDataDir();
  return {
    port: 0,
    host: '127.0.0.1',
    runtime: 'ollama',
    ollamaUrl: 'http://127.0.0.1:9',
    openaiBaseUrl: 'http://127.0.0.1:9/v1',
    model: 'mistral:7b',
    probeTimeoutMs: 1000,
    modelTimeoutMs: 5000,
    dataDir,
    licensePublicKeyFiles: [join(dataDir, 'license-public-key.pem')],
    corsOrigins: [...DEFAULT_CORS_ORIGINS],
    webPort: 0,
    version: '9.9.9-test',
    shutdownTimeoutMs: 5000,
    ...overrides,
  };
}

export interface TestService extends Listening {
  services: Services;
  config: LocalServiceConfig;
  logs: string[];
}

/** Serves createApp on a free loopback port with a fresh SQLite store; logs are captured. */
export async function serveTestApp(
  config: LocalServiceConfig,
  overrides: ServiceOverrides = {},
): Promise<TestService> {
  const logs: string[] = [];
  const services = createServices(config, { log: (line) => logs.push(line), ...overrides });
  const listening = await listen(createApp(config, services));
  return {
    ...listening,
    services,
    config,
    logs,
    close: async () => {
      await listening.close();
      services.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * A service that trusts `signer`'s public key, with no model runtime behind it (licence and
 * device tests need none).
 */
export async function serveLicensedTestApp(
  signer: { publicKeyPem: string },
  clock?: Clock,
  config: Partial<LocalServiceConfig> = {},
): Promise<TestService> {
  return serveTestApp(
    testConfig({ ollamaUrl: await deadUrl(), licensePublicKey: signer.publicKeyPem, ...config }),
    clock ? { clock } : {},
  );
}

/** Asserts the error shape {statusCode, message, error, code} with this status and code. */
export async function expectServiceError(
  res: Response,
  status: number,
  code: string,
): Promise<ErrorBody> {
  const body = (await res.json()) as ErrorBody;
  assert.equal(res.status, status, JSON.stringify(body));
  assert.equal(body.statusCode, status);
  assert.equal(body.code, code);
  assert.equal(typeof body.error, 'string');
  assert.equal(typeof body.message, 'string');
  return body;
}
