import { Router } from 'express';
import type { LocalServiceConfig } from '../config';
import type { ConversationStore } from '../memory/conversation-store';
import type { Storage } from '../memory/storage';
import type { LicenseVerifier } from '../license/license-verifier';
import { ServiceError } from '../http/service-error';
import { sameOllamaModel } from '../runtime/ollama-runtime';
import type { ModelRuntime } from '../runtime/model-runtime';

export const SERVICE_NAME = 'ironkeep-local';

export interface HealthResponse {
  /** "degraded": the service answers but chat will fail (runtime down, model missing, store broken). */
  status: 'ok' | 'degraded';
  service: typeof SERVICE_NAME;
  version: string;
  model: string;
  runtime: {
    kind: 'ollama' | 'openai';
    name: string;
    url: string;
    reachable: boolean;
    detail?: string;
    /** Whether the runtime lists the model; null when it could not be asked. */
    modelAvailable: boolean | null;
  };
  /**
   * `ok`: the store can be read; `writable`: the last write worked (false while the disk is full
   * or the folder read-only, with the reason in `detail`).
   */
  memory: {
    kind: 'sqlite';
    path: string;
    ok: boolean;
    sessions: number | null;
    writable: boolean;
    detail?: string;
  };
  license:
    | { status: 'not_configured' }
    | { status: 'valid'; tier: string; maxUsers: number; organization: string; expiresAt: string }
    | { status: 'invalid'; code: string; message: string };
}

const RUNTIME_NAMES = { ollama: 'Ollama', openai: 'OpenAI-compatible' } as const;

function memoryStatus(store: ConversationStore, storage: Storage): HealthResponse['memory'] {
  const problem = storage.lastProblem;
  const writes = problem ? { writable: false, detail: problem.message } : { writable: true };
  try {
    return {
      kind: 'sqlite',
      path: storage.path,
      ok: true,
      sessions: store.countSessions(),
      ...writes,
    };
  } catch {
    return { kind: 'sqlite', path: storage.path, ok: false, sessions: null, ...writes };
  }
}

function licenseStatus(
  verifier: LicenseVerifier,
  key: string | undefined,
): HealthResponse['license'] {
  if (!key) return { status: 'not_configured' };
  try {
    const { tier, maxUsers, organization, expiresAt } = verifier.check(key);
    return { status: 'valid', tier, maxUsers, organization, expiresAt };
  } catch (err) {
    if (err instanceof ServiceError)
      return { status: 'invalid', code: err.code, message: err.message };
    throw err;
  }
}

/** GET /health: always 200 while the process runs; `status` says whether chat can work. */
export function healthRoutes(
  config: LocalServiceConfig,
  runtime: ModelRuntime,
  store: ConversationStore,
  verifier: LicenseVerifier,
  storage: Storage,
): Router {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const probe = await runtime.probe(config.probeTimeoutMs);
    const modelAvailable = probe.reachable
      ? (probe.models ?? []).some((name) =>
          runtime.kind === 'ollama' ? sameOllamaModel(name, config.model) : name === config.model,
        )
      : null;
    const memory = memoryStatus(store, storage);
    const body: HealthResponse = {
      status: probe.reachable && modelAvailable && memory.ok && memory.writable ? 'ok' : 'degraded',
      service: SERVICE_NAME,
      version: config.version,
      model: config.model,
      runtime: {
        kind: runtime.kind,
        name: RUNTIME_NAMES[runtime.kind],
        url: runtime.baseUrl,
        reachable: probe.reachable,
        ...(probe.detail ? { detail: probe.detail } : {}),
        modelAvailable,
      },
      memory,
      license: licenseStatus(verifier, config.licenseKey),
    };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  });
  return router;
}
