import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from './lifecycle/shutdown';

/** Web origins that may call the local service from a browser (the SPA in its run modes). */
export const DEFAULT_CORS_ORIGINS: readonly string[] = [
  'http://localhost:3000', // backend serving the built SPA (`make run`)
  'http://localhost:3001', // local-edition web interface
  'http://localhost:5173', // Vite dev server
];

export const DEFAULT_PORT = 8080;
export const DEFAULT_WEB_PORT = 3001;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_OLLAMA_URL = 'http://localhost:11434';
export const DEFAULT_OPENAI_BASE_URL = 'http://localhost:8000/v1';
export const DEFAULT_MODEL = 'mistral:7b';
export const DEFAULT_TEMPERATURE = 0.7;
/** How long GET /health waits for the model runtime before reporting it unreachable. */
export const DEFAULT_PROBE_TIMEOUT_MS = 1000;
/** A 7B model on a CPU-only laptop can take minutes for a long answer. */
export const DEFAULT_MODEL_TIMEOUT_MS = 300_000;
/** The SQLite file beside the backend's own `ironkeep.sqlite` when both share DATA_DIR. */
export const MEMORY_DB_FILE = 'local-service.sqlite';
export const PUBLIC_KEY_FILE = 'license-public-key.pem';

export type RuntimeKind = 'ollama' | 'openai';

export interface LocalServiceConfig {
  /** TCP port of the chat API (0 picks a free port, used by tests). */
  port: number;
  /** Interface to bind. Loopback by default: the service has no accounts of its own. */
  host: string;
  runtime: RuntimeKind;
  /** Ollama's base address, without a trailing slash. */
  ollamaUrl: string;
  /** OpenAI-compatible base address including /v1 (vLLM: http://host:8000/v1). */
  openaiBaseUrl: string;
  /** Bearer key for an OpenAI-compatible server started with --api-key. Never logged. */
  openaiApiKey?: string;
  /** The model every chat uses (the runtime's name for it). */
  model: string;
  probeTimeoutMs: number;
  modelTimeoutMs: number;
  /** Absolute directory holding the SQLite memory store (and, optionally, the public key). */
  dataDir: string;
  /** Ed25519 public key (SPKI PEM, or the raw key in base64/base64url) from LICENSE_PUBLIC_KEY. */
  licensePublicKey?: string;
  /**
   * Files tried in order when licensePublicKey is unset: LICENSE_PUBLIC_KEY_FILE (docker compose:
   * the volume the backend exports its key to), DATA_DIR's, the package's.
   */
  licensePublicKeyFiles: string[];
  /** The licence key the operator configured (used when a browser sends none). Never logged. */
  licenseKey?: string;
  /** Exact origins (scheme://host[:port]) allowed by CORS. */
  corsOrigins: string[];
  /** Directory of the built web client to serve on webPort; undefined serves nothing. */
  webDir?: string;
  webPort: number;
  version: string;
  /** SIGTERM waits this long for requests in flight before ending them (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function parsePort(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw.trim());
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} must be an integer between 0 and 65535 (got "${raw}").`);
  }
  return port;
}

function parsePositiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value <= 0) {
    throw new ConfigError(`${name} must be a positive integer (got "${raw}").`);
  }
  return value;
}

export function parseBaseUrl(name: string, raw: string | undefined, fallback: string): string {
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

function parseRuntime(raw: string | undefined): RuntimeKind {
  const value = raw?.trim().toLowerCase() || 'ollama';
  if (value === 'ollama' || value === 'openai') return value;
  throw new ConfigError(`MODEL_RUNTIME must be "ollama" or "openai" (got "${raw}").`);
}

/** Splits a comma- or whitespace-separated origin list and normalises each entry. */
export function parseOrigins(raw: string | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(/[\s,]+/)
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin.length > 0);
}

/** local-service/ (the package root), from dist/ or dist/<folder>/. */
export function packageRoot(): string {
  return resolve(__dirname, '..');
}

export function readPackageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    if (typeof pkg.version === 'string') return pkg.version;
  } catch {
    // fall through to the default below
  }
  return '0.0.0';
}

/**
 * LOCAL_WEB_DIR, else the web client bundled into the npm package (`web/`, copied at pack time);
 * "none" turns the web interface off.
 */
function resolveWebDir(raw: string | undefined): string | undefined {
  if (raw === 'none') return undefined;
  if (raw) return resolve(raw);
  const bundled = join(packageRoot(), 'web');
  return existsSync(join(bundled, 'index.html')) ? bundled : undefined;
}

function optional(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  return value ? value : undefined;
}

/**
 * Reads the service's settings from the environment. The port is LOCAL_SERVICE_PORT only, never
 * PORT: `npm start` runs the backend and this service from one environment, and PORT is the
 * backend's.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): LocalServiceConfig {
  const dataDir = resolve(env.DATA_DIR?.trim() || './data');
  const webDir = resolveWebDir(optional(env.LOCAL_WEB_DIR));
  return {
    port: parsePort('LOCAL_SERVICE_PORT', env.LOCAL_SERVICE_PORT, DEFAULT_PORT),
    host: optional(env.LOCAL_SERVICE_HOST) ?? DEFAULT_HOST,
    runtime: parseRuntime(env.MODEL_RUNTIME),
    ollamaUrl: parseBaseUrl('OLLAMA_URL', env.OLLAMA_URL, DEFAULT_OLLAMA_URL),
    openaiBaseUrl: parseBaseUrl('OPENAI_BASE_URL', env.OPENAI_BASE_URL, DEFAULT_OPENAI_BASE_URL),
    openaiApiKey: optional(env.OPENAI_API_KEY),
    model: optional(env.MODEL_NAME) ?? DEFAULT_MODEL,
    probeTimeoutMs: DEFAULT_PROBE_TIMEOUT_MS,
    modelTimeoutMs: parsePositiveInt(
      'MODEL_TIMEOUT_MS',
      env.MODEL_TIMEOUT_MS,
      DEFAULT_MODEL_TIMEOUT_MS,
    ),
    dataDir,
    licensePublicKey: optional(env.LICENSE_PUBLIC_KEY),
    licensePublicKeyFiles: [
      ...[optional(env.LICENSE_PUBLIC_KEY_FILE)].filter(Boolean).map((file) => resolve(file!)),
      join(dataDir, PUBLIC_KEY_FILE),
      join(packageRoot(), PUBLIC_KEY_FILE),
    ],
    licenseKey: optional(env.IRONKEEP_LICENSE_KEY),
    corsOrigins: [...new Set([...DEFAULT_CORS_ORIGINS, ...parseOrigins(env.CORS_ORIGINS)])],
    webDir,
    webPort: parsePort('LOCAL_WEB_PORT', env.LOCAL_WEB_PORT, DEFAULT_WEB_PORT),
    version: readPackageVersion(),
    shutdownTimeoutMs: parsePositiveInt(
      'SHUTDOWN_TIMEOUT_MS',
      env.SHUTDOWN_TIMEOUT_MS,
      DEFAULT_SHUTDOWN_TIMEOUT_MS,
    ),
  };
}
