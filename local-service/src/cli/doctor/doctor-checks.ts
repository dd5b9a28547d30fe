import { availableParallelism, totalmem } from 'node:os';
import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import { existsSync } from 'node:fs';
import { checkLicenseKey } from '../../license/license-verifier';
import { publicKeySource } from '../../license/public-key';
import { ServiceError } from '../../http/service-error';
import { createRuntime } from '../../runtime/create-runtime';
import { sameOllamaModel } from '../../runtime/ollama-runtime';
import type { Settings } from '../settings';
import { fail, pass, warn, type CheckResult } from './check';
import { hardwareChecks } from './hardware';
import { isPortFree, peek } from './ports';

export const MIN_NODE = [20, 19, 0] as const;

export function nodeCheck(version: string): CheckResult {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  const ok = major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
  return ok
    ? pass('Node.js', `v${version.replace(/^v/, '')} (20.19 or newer needed)`)
    : fail(
        'Node.js',
        `v${version.replace(/^v/, '')} is too old`,
        'Install Node.js 20.19 or newer: https://nodejs.org/en/download',
      );
}

function configCheck(settings: Settings): CheckResult {
  return settings.file
    ? pass('Configuration', settings.home.configFile)
    : warn(
        'Configuration',
        `No ${settings.home.configFile}: using defaults`,
        'Run `ironkeep init` to choose a license, runtime and model.',
      );
}

const LICENSE_FIXES: Record<string, string> = {
  LICENSE_NO_PUBLIC_KEY:
    'Give the service the IronKeep public key: `ironkeep init --public-key <file>`.',
  LICENSE_EXPIRED:
    'Renew the license in your IronKeep account, then `ironkeep init --license-key <KEY>`.',
};

export function licenseCheck(settings: Settings, now: Date): CheckResult {
  const key = settings.service.licenseKey;
  if (!key) {
    return warn(
      'License',
      'Not Licensed: chat works, license features are off',
      'Run `ironkeep init --license-key <KEY>`.',
    );
  }
  try {
    const trusted = publicKeySource(
      settings.service.licensePublicKey,
      settings.service.licensePublicKeyFiles,
    )();
    const licence = checkLicenseKey(key, trusted, now);
    const tier = licence.tier === 'pro' ? 'Pro' : 'Starter';
    const users = `${licence.maxUsers} ${licence.maxUsers === 1 ? 'user' : 'users'}`;
    return pass(
      'License',
      `${tier}, ${users}, ${licence.organization}, expires ${licence.expiresAt.slice(0, 10)}`,
    );
  } catch (err) {
    const code = err instanceof ServiceError ? err.code : 'LICENSE_INVALID';
    return warn(
      'License',
      `${(err as Error).message} (${code}); chat still works`,
      LICENSE_FIXES[code] ??
        'Copy the key again from your IronKeep account: `ironkeep init --license-key <KEY>`.',
    );
  }
}

async function portCheck(
  name: string,
  port: number,
  ours: (url: string) => Promise<boolean>,
  setting: string,
) {
  if (await isPortFree(port)) return pass(name, `Port ${port} is free`);
  if (await ours(`http://127.0.0.1:${port}`))
    return pass(name, `Port ${port}: IronKeep is already running there`);
  return fail(
    name,
    `Port ${port} is in use by another program`,
    `Stop that program, or choose another port: \`ironkeep init ${setting} ${port + 10}\`.`,
  );
}

const isIronKeepService = async (url: string) =>
  (await peek(`${url}/health`))?.body.includes('"service":"ironkeep-local"') ?? false;
const isIronKeepWeb = async (url: string) => /IronKeep/.test((await peek(`${url}/`))?.body ?? '');

async function runtimeChecks(settings: Settings): Promise<CheckResult[]> {
  const runtime = createRuntime(settings.service);
  const model = settings.service.model;
  const probe = await runtime.probe(3000);
  const name = runtime.kind === 'ollama' ? 'Ollama' : 'OpenAI-compatible server';
  if (!probe.reachable) {
    const fix =
      runtime.kind === 'ollama'
        ? 'Install Ollama (https://ollama.com/download) and start it with `ollama serve`, or point to it: `ironkeep init --ollama-url <url>`.'
        : 'Start the server (vLLM: `vllm serve <model> --port 8000`), or point to it: `ironkeep init --openai-base-url <url>`.';
    return [
      fail(
        'Model runtime',
        `${name} is not reachable at ${runtime.baseUrl} (${probe.detail})`,
        fix,
      ),
      warn('Model', `${model}: not checked, the model runtime is not reachable`),
    ];
  }
  const models = probe.models ?? [];
  const has = models.some((m) =>
    runtime.kind === 'ollama' ? sameOllamaModel(m, model) : m === model,
  );
  const modelResult = has
    ? pass('Model', `${model} is available`)
    : runtime.kind === 'ollama'
      ? fail('Model', `${model} is not pulled`, `Run \`ironkeep pull ${model}\`.`)
      : fail(
          'Model',
          `${model} is not served (the server has: ${models.join(', ') || 'none'})`,
          'Choose a served model: `ironkeep init --model <name>`.',
        );
  return [pass('Model runtime', `${name} at ${runtime.baseUrl}`), modelResult];
}

/** Free bytes on the disk holding `path` (its nearest existing ancestor). */
async function diskFree(path: string): Promise<number | undefined> {
  let dir = path;
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  try {
    const stats = await statfs(dir);
    return stats.bavail * stats.bsize;
  } catch {
    return undefined;
  }
}

/** Every check, in the order they print. */
export async function runDoctorChecks(
  settings: Settings,
  now = new Date(),
): Promise<CheckResult[]> {
  const { port, webPort } = settings.service;
  return [
    nodeCheck(process.versions.node),
    configCheck(settings),
    licenseCheck(settings, now),
    await portCheck('Service port', port, isIronKeepService, '--port'),
    await portCheck('Web port', webPort, isIronKeepWeb, '--web-port'),
    ...(await runtimeChecks(settings)),
    ...hardwareChecks({
      cores: availableParallelism(),
      memoryBytes: totalmem(),
      diskFreeBytes: await diskFree(settings.service.dataDir),
      platform: process.platform,
    }),
  ];
}
