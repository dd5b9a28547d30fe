/** Ollama names are `model:tag`; a name without a tag means `:latest`. */
export function ollamaName(name: string): string {
  const lower = name.trim().toLowerCase();
  const lastSegment = lower.slice(lower.lastIndexOf('/') + 1);
  return lastSegment.includes(':') ? lower : `${lower}:latest`;
}

/** Whether Ollama's /api/tags lists the model (by `name` or `model`, tag defaulting to latest). */
export function ollamaHasModel(
  tags: unknown,
  wanted: string,
): { found: boolean; available: string[] } {
  const models = (tags as { models?: unknown })?.models;
  if (!Array.isArray(models)) throw new Error('not an Ollama /api/tags answer');
  const available = models
    .map((m: { name?: unknown; model?: unknown }) =>
      typeof m?.name === 'string' ? m.name : m?.model,
    )
    .filter((n): n is string => typeof n === 'string');
  const target = ollamaName(wanted);
  const found = models.some((m: { name?: unknown; model?: unknown }) =>
    [m?.name, m?.model].some((n) => typeof n === 'string' && ollamaName(n) === target),
  );
  return { found, available };
}

/** Whether an OpenAI-compatible /v1/models lists the model id (exact: vLLM ids are paths). */
export function openAiHasModel(
  list: unknown,
  wanted: string,
): { found: boolean; available: string[]; differentCase: string | null } {
  const data = (list as { data?: unknown })?.data;
  if (!Array.isArray(data)) throw new Error('not an OpenAI-compatible /v1/models answer');
  const available = data
    .map((m: { id?: unknown }) => m?.id)
    .filter((id): id is string => typeof id === 'string');
  const target = wanted.trim();
  const found = available.includes(target);
  const differentCase = found
    ? null
    : (available.find((id) => id.toLowerCase() === target.toLowerCase()) ?? null);
  return { found, available, differentCase };
}
