import { parseLicenseKey } from '../license/license-key';
import { maskLicenseKey } from './output';
import type { CliConfigFile } from './settings';

export const REDACTED = '[REDACTED]';
// Both encodings: IRON-{MARK}-{hex}-{hex} (first issued) and IRON-{MARK}-{base64url}.{base64url}.
const LICENSE_KEY_PATTERN = /IRON-(PRO|STARTER)-[A-Za-z0-9_.-]+/g;
const BEARER_PATTERN = /(Bearer\s+)[^\s"']+/gi;

/** Removes licence keys, bearer tokens and the given secrets from free text (logs). */
export function redactText(text: string, secrets: (string | undefined)[]): string {
  let result = text.replace(
    LICENSE_KEY_PATTERN,
    (_match, mark: string) => `IRON-${mark}-${REDACTED}`,
  );
  result = result.replace(BEARER_PATTERN, `$1${REDACTED}`);
  for (const secret of secrets) {
    if (secret && secret.length >= 4) result = result.split(secret).join(REDACTED);
  }
  return result;
}

/** The licence as support may see it: the mark and what the payload says, never the key. */
export function describeLicenseKey(key: string): string {
  try {
    const { payload } = parseLicenseKey(key);
    return `${maskLicenseKey(key)} (license ${payload.lid}, ${payload.org}, ${payload.tier}, expires ${payload.exp.slice(0, 10)})`;
  } catch {
    return `${maskLicenseKey(key)} (not a well-formed key)`;
  }
}

/** config.json with the licence key and API key masked; the public key is public and stays. */
export function redactConfig(config: CliConfigFile | undefined): Record<string, unknown> | null {
  if (!config) return null;
  return {
    ...config,
    ...(config.licenseKey ? { licenseKey: describeLicenseKey(config.licenseKey) } : {}),
    ...(config.openaiApiKey ? { openaiApiKey: REDACTED } : {}),
  };
}

/** Which of the service's environment settings are set; secrets by presence only. */
export function redactEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const names = [
    'LOCAL_SERVICE_PORT',
    'LOCAL_SERVICE_HOST',
    'LOCAL_WEB_PORT',
    'LOCAL_WEB_DIR',
    'MODEL_RUNTIME',
    'OLLAMA_URL',
    'OPENAI_BASE_URL',
    'MODEL_NAME',
    'MODEL_TIMEOUT_MS',
    'DATA_DIR',
    'CORS_ORIGINS',
    'IRONKEEP_HOME',
  ];
  const secrets = ['OPENAI_API_KEY', 'IRONKEEP_LICENSE_KEY'];
  const result: Record<string, string> = {};
  for (const name of names) if (env[name]) result[name] = env[name] as string;
  for (const name of secrets) if (env[name]) result[name] = REDACTED;
  if (env.LICENSE_PUBLIC_KEY) result.LICENSE_PUBLIC_KEY = '(set)';
  return result;
}
