import { ServerRuntime, ServerStatus } from '../../servers/entities/server.entity';

/** A registered server as the gateway routes to it (its key already decrypted). */
export interface UpstreamServer {
  id: string;
  organizationId: string;
  name: string;
  runtime: ServerRuntime;
  model: string;
  /** As registered, without a trailing slash. */
  url: string;
  apiKey: string | null;
  status: ServerStatus;
  createdAt: Date;
}

/** Runtimes the gateway can speak to; the local service has no model-serving API (docs/gateway.md). */
export const ROUTABLE_RUNTIMES: ReadonlySet<ServerRuntime> = new Set([
  'ollama',
  'vllm',
  'openai-compatible',
]);

/** Not stopped, and of a runtime the gateway speaks: listed by GET /api/v1/models. */
export function isListed(server: UpstreamServer): boolean {
  return server.status !== 'stopped' && ROUTABLE_RUNTIMES.has(server.runtime);
}

/**
 * Candidates for a request: listed and not failing. A failed server (its last health check or
 * a request failed, which checks it at once) is back as soon as a check passes.
 */
export function isRoutable(server: UpstreamServer): boolean {
  return isListed(server) && server.status !== 'failed';
}

/** Whether `server` serves the requested model name (Ollama's `name` means `name:latest`). */
export function servesModel(server: UpstreamServer, model: string): boolean {
  if (server.model === model) return true;
  return server.runtime === 'ollama' && ollamaTagged(server.model) === ollamaTagged(model);
}

function ollamaTagged(name: string): string {
  const lower = name.toLowerCase();
  return lower.slice(lower.lastIndexOf('/') + 1).includes(':') ? lower : `${lower}:latest`;
}
