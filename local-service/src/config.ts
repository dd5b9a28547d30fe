import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** Web origins that may call the local service from a browser (the SPA in its run modes). */
export const DEFAULT_CORS_ORIGINS: readonly string[] = [
  'http://localhost:3000', // backend serving the built SPA (`make run`)
  'http://localhost:3001', // local-edition web interface
  'http://localhost:5173', // Vite dev server
];

export const DEFAULT_PORT = 8080;
export const DEFAULT_OLLAMA_URL = 'http://localhost:11434';
/** How long GET /health waits for Ollama's /api/tags before reporting it unreachable. */
export const DEFAULT_OLLAMA_PROBE_TIMEOUT_MS = 1000;

export interface LocalServiceConfig {
  /** TCP port of the HTTP server (0 picks a free port, used by tests). */
  port: number;
  /** Interface to bind; undefined means every interface (what a container needs). */
  host?: string;
  /** Base address of the Ollama runtime, without a trailing slash. */
  ollamaUrl: string;
  ollamaProbeTimeoutMs: number;
  /** Absolute path of the directory holding the service's SQLite file and keys. */
  dataDir: string;
  /** Ed25519 public key (PEM or base64 SPKI) used to verify licence signatures; optional for now. */
  licensePublicKey?: string;
  /** Exact origins (scheme://host[:port]) allowed by CORS. */
  corsOrigins: string[];
  version: string;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const port = Number(raw.trim());
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer between 0 and 65535 (got "${raw}").`);
  }
  return port;
}

function parseBaseUrl(name: string, raw: string | undefined, fallback: string): string {
  const value = raw === undefined || raw.trim() === '' ? fallback : raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      `${name} must be an absolute http(s) URL such as ${fallback} (got "${value}").`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must use http or https (got "${value}").`);
  }
  return value.replace(/\/+$/, '');
}

/** Splits a comma- or whitespace-separated origin list and normalises each entry. */
export function parseOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(/[\s,]+/)
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin.length > 0);
}

export function readPackageVersion(): string {
  try {
    // dist/config.js -> ../package.json is local-service/package.json (also in the container image).
    const pkg = JSON.parse(readFileSync(resolve(__dirname, '..', 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    if (typeof pkg.version === 'string') return pkg.version;
  } catch {
    // fall through to the default below
  }
  return process.env.npm_package_version ?? '0.0.0';
}

/** Reads the local service's settings from the environment (PORT, OLLAMA_URL, DATA_DIR, ...). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): LocalServiceConfig {
  const licensePublicKey = env.LICENSE_PUBLIC_KEY?.trim();
  const host = env.HOST?.trim();
  const corsOrigins = [...new Set([...DEFAULT_CORS_ORIGINS, ...parseOrigins(env.CORS_ORIGINS)])];
  return {
    port: parsePort(env.PORT),
    host: host ? host : undefined,
    ollamaUrl: parseBaseUrl('OLLAMA_URL', env.OLLAMA_URL, DEFAULT_OLLAMA_URL),
    ollamaProbeTimeoutMs: DEFAULT_OLLAMA_PROBE_TIMEOUT_MS,
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    licensePublicKey: licensePublicKey ? licensePublicKey : undefined,
    corsOrigins,
    version: readPackageVersion(),
  };
}
