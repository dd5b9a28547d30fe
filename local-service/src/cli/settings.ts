import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  DEFAULT_MODEL,
  DEFAULT_OLLAMA_URL,
  DEFAULT_OPENAI_BASE_URL,
  DEFAULT_PORT,
  DEFAULT_WEB_PORT,
  loadConfig,
  type LocalServiceConfig,
  type RuntimeKind,
} from '../config';
import type { CliHome } from './cli-home';
import { CliFailure, ExitCode } from './exit-codes';

/** What `ironkeep init` writes to config.json. */
export interface CliConfigFile {
  licenseKey?: string;
  runtime?: RuntimeKind;
  ollamaUrl?: string;
  openaiBaseUrl?: string;
  openaiApiKey?: string;
  model?: string;
  port?: number;
  webPort?: number;
  /** Ed25519 public key (PEM) that verifies licence keys, when not shipped or in DATA_DIR. */
  licensePublicKey?: string;
  /** Web origins besides this machine's that may call the service (CORS_ORIGINS). */
  corsOrigins?: string[];
}

export const CONFIG_DEFAULTS: Required<
  Omit<CliConfigFile, 'licenseKey' | 'openaiApiKey' | 'licensePublicKey' | 'corsOrigins'>
> = {
  runtime: 'ollama',
  ollamaUrl: DEFAULT_OLLAMA_URL,
  openaiBaseUrl: DEFAULT_OPENAI_BASE_URL,
  model: DEFAULT_MODEL,
  port: DEFAULT_PORT,
  webPort: DEFAULT_WEB_PORT,
};

export function readConfigFile(home: CliHome): CliConfigFile | undefined {
  if (!existsSync(home.configFile)) return undefined;
  try {
    return JSON.parse(readFileSync(home.configFile, 'utf8')) as CliConfigFile;
  } catch (err) {
    throw new CliFailure(
      `${home.configFile} is not valid JSON (${(err as Error).message}). Run \`ironkeep init\` to write it again.`,
    );
  }
}

/** config.json holds the licence key and maybe an API key: owner-only permissions. */
export function writeConfigFile(home: CliHome, config: CliConfigFile): void {
  mkdirSync(home.dir, { recursive: true, mode: 0o700 });
  writeFileSync(home.configFile, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(home.configFile, 0o600);
}

/**
 * The service's environment from config.json. Variables already set in the environment win
 * (flags > environment > config file > defaults), so a container's settings apply as they are.
 */
export function serviceEnv(
  home: CliHome,
  file: CliConfigFile | undefined,
  env: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  const fromFile: Record<string, string | undefined> = {
    LOCAL_SERVICE_PORT: file?.port?.toString(),
    LOCAL_WEB_PORT: file?.webPort?.toString(),
    MODEL_RUNTIME: file?.runtime,
    OLLAMA_URL: file?.ollamaUrl,
    OPENAI_BASE_URL: file?.openaiBaseUrl,
    OPENAI_API_KEY: file?.openaiApiKey,
    MODEL_NAME: file?.model,
    IRONKEEP_LICENSE_KEY: file?.licenseKey,
    LICENSE_PUBLIC_KEY: file?.licensePublicKey,
    CORS_ORIGINS: file?.corsOrigins?.join(' '),
    DATA_DIR: home.dataDir,
  };
  const merged: NodeJS.ProcessEnv = { ...env };
  for (const [name, value] of Object.entries(fromFile)) {
    if (value !== undefined && !env[name]?.trim()) merged[name] = value;
  }
  return merged;
}

export interface Settings {
  home: CliHome;
  file: CliConfigFile | undefined;
  env: NodeJS.ProcessEnv;
  service: LocalServiceConfig;
}

/** Everything a command needs: the home folder, config.json and the service's resolved config. */
export function loadSettings(home: CliHome, env: NodeJS.ProcessEnv = process.env): Settings {
  const file = readConfigFile(home);
  const merged = serviceEnv(home, file, env);
  try {
    return { home, file, env: merged, service: loadConfig(merged) };
  } catch (err) {
    throw new CliFailure(`Invalid setting: ${(err as Error).message}`, ExitCode.USAGE);
  }
}

/** Base URL the CLI uses to reach the service it manages. */
export function serviceUrl(settings: Settings): string {
  return `http://127.0.0.1:${settings.service.port}`;
}
