import { vi } from 'vitest';

/** Answers keyed "METHOD url", the shape src/testing/mock-fetch.ts takes. */
export type Handlers = Record<
  string,
  (request: { url: string; init: RequestInit }) => Response | Promise<Response>
>;

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

/** The base the tests run with (the server's LOCAL_SERVICE_URL, as the backend's default). */
export const BASE = 'http://localhost:8080';

export const healthyService = {
  status: 'ok',
  service: 'ironkeep-local',
  version: '0.1.0',
  model: 'mistral:7b',
  runtime: {
    kind: 'ollama',
    name: 'Ollama',
    url: 'http://localhost:11434',
    reachable: true,
    modelAvailable: true,
  },
  memory: { kind: 'sqlite', path: '/data/local-service.sqlite', ok: true, sessions: 0 },
  license: { status: 'not_configured' },
};

export const proLicense = {
  valid: true,
  tier: 'pro',
  maxUsers: 5,
  features: ['basic_chat', 'memory_persistence', 'advanced_models', 'multi_user'],
  organization: 'Acme Health',
  expiresAt: '2099-03-01T00:00:00.000Z',
  licenseId: '2f1c7c1e-6a53-4a55-9b1e-0d7d8c7d3b11',
};

/** jsdom has no canvas: a stand-in that "draws" the same pixels every time. */
export function stubCanvas(pixels = 'data:image/png;base64,TESTPIXELS') {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    new Proxy({}, { get: () => () => undefined, set: () => true }) as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(pixels);
}

/** The calls the chat page makes on load, answered as a healthy, licensed service would. */
export function serviceHandlers(base = BASE): Handlers {
  return {
    // The server that sent the page names the service (the backend's LOCAL_SERVICE_URL).
    'GET /api/local-edition/settings': () => json({ localServiceUrl: base }),
    ...serviceAt(base),
  };
}

/** What the service at `base` answers on load. */
export function serviceAt(base: string): Handlers {
  return {
    [`POST ${base}/license/verify`]: () => json(proLicense),
    [`GET ${base}/health`]: () => json(healthyService),
    [`GET ${base}/sessions`]: () => json({ sessions: [] }),
  };
}
