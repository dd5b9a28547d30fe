import { ServerRuntime } from '../entities/server.entity';
import { AddressPolicy } from '../network/address-policy';
import { httpGet, HttpResult } from './http-get';
import { ollamaHasModel, ollamaName, openAiHasModel } from './model-match';

export interface ProbeTarget {
  runtime: ServerRuntime;
  model: string;
  url: string;
}

/** How a check connects: its deadline, where it may go, and the server's API key if any. */
export interface ProbeOptions {
  timeoutMs: number;
  policy: AddressPolicy;
  apiKey?: string | null;
}

export interface ProbeResult {
  healthy: boolean;
  /** Why it is unhealthy, in words the owner can act on; null when healthy. */
  reason: string | null;
}

const MAX_REDIRECTS = 3;
const MAX_BODY_BYTES = 1024 * 1024;
const LIST_SHOWN = 5;

/** The endpoint each runtime answers health questions on (protocols.md). */
export function probeUrl({ runtime, url }: Pick<ProbeTarget, 'runtime' | 'url'>): URL {
  const base = url.replace(/\/+$/, '');
  switch (runtime) {
    case 'ollama':
      return new URL(`${base}/api/tags`);
    case 'ironkeep-local':
      return new URL(`${base}/health`);
    default:
      // vLLM and other OpenAI-compatible servers are often registered with their /v1 base URL.
      return new URL(base.endsWith('/v1') ? `${base}/models` : `${base}/v1/models`);
  }
}

/** Asks the server's own endpoint whether it is up and serves the configured model. */
export async function probeServer(
  target: ProbeTarget,
  options: ProbeOptions,
): Promise<ProbeResult> {
  const url = probeUrl(target);
  const path = url.pathname;
  const fetched = await getFollowingSameOrigin(url, options);
  if ('problem' in fetched) return unhealthy(fetched.problem);
  const res = fetched.result;
  if (res.kind === 'error') return unhealthy(connectionProblem(res, url));
  if (res.status === 401 || res.status === 403) {
    const what = options.apiKey
      ? 'the server refused its API key'
      : 'the server requires credentials (set its API key)';
    return unhealthy(`GET ${path} answered HTTP ${res.status}: ${what}`);
  }
  if (res.status < 200 || res.status > 299)
    return unhealthy(`GET ${path} answered HTTP ${res.status}`);
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return unhealthy(`GET ${path} did not answer with JSON`);
  }
  try {
    return checkBody(target, body);
  } catch {
    return unhealthy(`GET ${path} did not answer like ${runtimeLabel(target.runtime)}`);
  }
}

function checkBody(target: ProbeTarget, body: unknown): ProbeResult {
  if (target.runtime === 'ollama') {
    const { found, available } = ollamaHasModel(body, target.model);
    return found ? HEALTHY : unhealthy(missingModel(target.model, available));
  }
  if (target.runtime === 'ironkeep-local') return checkLocalService(target, body);
  const { found, available, differentCase } = openAiHasModel(body, target.model);
  if (found) return HEALTHY;
  if (differentCase) {
    return unhealthy(`Model ${target.model} is not on this server; did you mean ${differentCase}?`);
  }
  return unhealthy(missingModel(target.model, available));
}

/**
 * The local service's /health (local-service/src/health/health.routes.ts): up, its model runtime
 * reachable and holding the model, its memory store working, and running the configured model.
 */
function checkLocalService(target: ProbeTarget, body: unknown): ProbeResult {
  if (!body || typeof body !== 'object') throw new Error('not an object');
  const health = body as {
    status?: unknown;
    model?: unknown;
    runtime?: { name?: unknown; url?: unknown; reachable?: unknown; modelAvailable?: unknown };
    memory?: { ok?: unknown };
  };
  const runtime = health.runtime;
  if (runtime?.reachable === false) {
    const name = typeof runtime.name === 'string' ? runtime.name : 'model runtime';
    const where = typeof runtime.url === 'string' ? ` at ${runtime.url}` : '';
    return unhealthy(`The local service is up but its ${name}${where} is unreachable`);
  }
  const model = typeof health.model === 'string' ? health.model : null;
  if (model && ollamaName(model) !== ollamaName(target.model)) {
    return unhealthy(`The local service runs model ${model}, not ${target.model}`);
  }
  if (runtime?.modelAvailable === false) {
    return unhealthy(
      `The local service's runtime does not have model ${model ?? target.model} yet (ironkeep pull)`,
    );
  }
  if (health.memory?.ok === false) return unhealthy("The local service's memory store is failing");
  if (health.status !== 'ok') {
    return unhealthy(`The local service reports status "${String(health.status)}"`);
  }
  return HEALTHY;
}

/**
 * Follows redirects only within the server's own origin: a check must never be bounced to another
 * host (an open redirect would otherwise let a registered URL reach anything).
 */
async function getFollowingSameOrigin(
  start: URL,
  options: ProbeOptions,
): Promise<{ result: HttpResult } | { problem: string }> {
  let url = start;
  for (let hop = 0; ; hop += 1) {
    const result = await httpGet(url, { ...options, maxBytes: MAX_BODY_BYTES });
    const location = result.kind === 'response' ? result.headers.location : undefined;
    if (result.kind === 'error' || result.status < 300 || result.status > 399 || !location) {
      return { result };
    }
    const next = new URL(location, url);
    if (next.origin !== start.origin) {
      return {
        problem: `GET ${start.pathname} redirected to another host (${next.host}); IronKeep does not follow redirects away from the server's address`,
      };
    }
    if (hop + 1 >= MAX_REDIRECTS)
      return { problem: `GET ${start.pathname} redirected too many times` };
    url = next;
  }
}

function connectionProblem(res: Extract<HttpResult, { kind: 'error' }>, url: URL): string {
  switch (res.code) {
    case 'ECONNREFUSED':
      return `Connection refused at ${url.host}: is the server running?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Host name ${url.hostname} could not be resolved`;
    case 'ETIMEDOUT':
      return `${res.message} from ${url.host}`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `No route to ${url.host}`;
    case 'ECONNRESET':
      return `${url.host} closed the connection`;
    case 'EBLOCKED':
    case 'ETOOBIG':
      return res.message;
    default:
      return res.code.includes('CERT') || res.code.startsWith('ERR_TLS')
        ? `TLS certificate of ${url.host} is not trusted (${res.code})`
        : `Could not reach ${url.host} (${res.code})`;
  }
}

function missingModel(model: string, available: string[]): string {
  if (available.length === 0) return `Model ${model} is not on this server (it has no models)`;
  const shown = available.slice(0, LIST_SHOWN).join(', ');
  const more = available.length > LIST_SHOWN ? `, and ${available.length - LIST_SHOWN} more` : '';
  return `Model ${model} is not on this server (it has: ${shown}${more})`;
}

function runtimeLabel(runtime: ServerRuntime): string {
  return {
    ollama: 'Ollama',
    vllm: 'vLLM',
    'openai-compatible': 'an OpenAI-compatible server',
    'ironkeep-local': 'the IronKeep local service',
  }[runtime];
}

const HEALTHY: ProbeResult = { healthy: true, reason: null };

function unhealthy(reason: string): ProbeResult {
  return { healthy: false, reason: reason.slice(0, 500) };
}
