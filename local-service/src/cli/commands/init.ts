import { readFileSync } from 'node:fs';
import { parseOrigins, type RuntimeKind } from '../../config';
import { parsePublicKey } from '../../license/public-key';
import { licenseCheck } from '../doctor/doctor-checks';
import { CliFailure, ExitCode } from '../exit-codes';
import { maskLicenseKey, out } from '../output';
import { CONFIG_DEFAULTS, loadSettings, writeConfigFile, type CliConfigFile } from '../settings';
import type { CliHome } from '../cli-home';
import { runWizard } from './init-wizard';
import { validators } from './init-validators';

export interface InitOptions {
  licenseKey?: string;
  runtime?: string;
  model?: string;
  ollamaUrl?: string;
  openaiBaseUrl?: string;
  openaiApiKey?: string;
  port?: string;
  webPort?: string;
  publicKey?: string;
  corsOrigins?: string;
  yes?: boolean;
}

function check(
  name: string,
  value: string | undefined,
  rule: (v: string) => string | undefined,
): void {
  const problem = value === undefined ? undefined : rule(value);
  if (problem) throw new CliFailure(`${name}: ${problem}`, ExitCode.USAGE);
}

/** --public-key takes a PEM file or the key text itself (PEM or base64). */
function readPublicKey(value: string): string {
  let text = value;
  try {
    text = readFileSync(value, 'utf8');
  } catch {
    // not a file: the key itself
  }
  try {
    parsePublicKey(text);
  } catch (err) {
    throw new CliFailure(
      `--public-key is not an Ed25519 public key: ${(err as Error).message}`,
      ExitCode.USAGE,
    );
  }
  return text.trim();
}

/** The config the flags describe, on top of the existing file. */
export function configFromFlags(existing: CliConfigFile, options: InitOptions): CliConfigFile {
  check('--license-key', options.licenseKey, validators.licenseKey);
  check('--runtime', options.runtime, validators.runtime);
  check('--ollama-url', options.ollamaUrl, validators.url);
  check('--openai-base-url', options.openaiBaseUrl, validators.url);
  check('--port', options.port, validators.port);
  check('--web-port', options.webPort, validators.port);
  check('--cors-origins', options.corsOrigins, validators.origins);
  const corsOrigins = options.corsOrigins === undefined ? [] : parseOrigins(options.corsOrigins);
  const merged: CliConfigFile = {
    ...CONFIG_DEFAULTS,
    ...existing,
    ...(options.licenseKey !== undefined
      ? { licenseKey: options.licenseKey.trim() || undefined }
      : {}),
    ...(options.runtime ? { runtime: options.runtime as RuntimeKind } : {}),
    ...(options.model ? { model: options.model.trim() } : {}),
    ...(options.ollamaUrl ? { ollamaUrl: options.ollamaUrl.replace(/\/+$/, '') } : {}),
    ...(options.openaiBaseUrl ? { openaiBaseUrl: options.openaiBaseUrl.replace(/\/+$/, '') } : {}),
    ...(options.openaiApiKey !== undefined
      ? { openaiApiKey: options.openaiApiKey.trim() || undefined }
      : {}),
    ...(options.port ? { port: Number(options.port) } : {}),
    ...(options.webPort ? { webPort: Number(options.webPort) } : {}),
    ...(options.publicKey ? { licensePublicKey: readPublicKey(options.publicKey) } : {}),
    ...(options.corsOrigins !== undefined
      ? { corsOrigins: corsOrigins.length > 0 ? corsOrigins : undefined }
      : {}),
  };
  if (merged.port === merged.webPort) {
    throw new CliFailure('The service port and the web port must differ.', ExitCode.USAGE);
  }
  return merged;
}

export async function initCommand(home: CliHome, options: InitOptions): Promise<number> {
  const existing = loadSettings(home).file ?? {};
  const fromFlags = configFromFlags(existing, options);
  const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY) && !options.yes;
  const config = interactive ? await runWizard(fromFlags) : fromFlags;
  if (!config) return ExitCode.INTERRUPTED;
  if (config.port === config.webPort) {
    throw new CliFailure('The service port and the web port must differ.', ExitCode.USAGE);
  }
  writeConfigFile(home, config);
  const settings = loadSettings(home);
  out(`Wrote ${home.configFile}`);
  out(
    `  license:  ${config.licenseKey ? maskLicenseKey(config.licenseKey) : 'none (Not Licensed; chat still works)'}`,
  );
  out(
    `  runtime:  ${config.runtime === 'openai' ? `OpenAI-compatible at ${config.openaiBaseUrl}` : `Ollama at ${config.ollamaUrl}`}`,
  );
  out(`  model:    ${config.model}`);
  out(`  ports:    chat service ${config.port}, web interface ${config.webPort}`);
  const origins = config.corsOrigins?.length ? `, ${config.corsOrigins.join(', ')}` : '';
  out(`  pages:    this machine's${origins}`);
  if (config.licenseKey) {
    const licence = licenseCheck(settings, new Date());
    out(`  check:    ${licence.detail}`);
  }
  out(
    '\nNext: `ironkeep doctor` to check this machine, `ironkeep pull` to download the model, `ironkeep start`.',
  );
  return ExitCode.OK;
}
