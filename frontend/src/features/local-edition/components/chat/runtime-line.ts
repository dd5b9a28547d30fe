import type { LocalHealth } from '../../api/get-local-health';

/** "Ollama at http://localhost:11434 is reachable; model mistral:7b is downloaded." */
export function runtimeLine(health: LocalHealth): string {
  const runtime = health.runtime;
  const where = runtime ? `${runtime.name ?? 'The model runtime'} at ${runtime.url ?? '?'}` : '';
  const reach = runtime
    ? `${where} ${runtime.reachable ? 'is reachable' : 'is not reachable'}`
    : '';
  const model = !health.model
    ? ''
    : runtime?.modelAvailable === false
      ? `model ${health.model} is not downloaded yet (ironkeep pull ${health.model})`
      : runtime?.modelAvailable
        ? `model ${health.model} is downloaded`
        : `model ${health.model}`;
  return [reach, model].filter(Boolean).join('; ') + '.';
}
