/** The sampling fields of a chat or completion request, as Ollama's names them. */
interface Sampling {
  temperature?: number;
  top_p?: number;
  seed?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  stop?: string | string[];
  [field: string]: unknown;
}

/** An OpenAI request's sampling fields as Ollama's native `options` (protocols.md §1). */
export function ollamaOptions(request: Sampling): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  const set = (name: string, value: unknown) => {
    if (value !== undefined && value !== null) options[name] = value;
  };
  set('temperature', request.temperature);
  set('top_p', request.top_p);
  set('seed', request.seed);
  set('num_predict', request.max_tokens ?? request.max_completion_tokens);
  set('presence_penalty', request.presence_penalty);
  set('frequency_penalty', request.frequency_penalty);
  set('top_k', request.top_k);
  set('min_p', request.min_p);
  set('repeat_penalty', request.repetition_penalty);
  if (request.stop != null)
    set('stop', Array.isArray(request.stop) ? request.stop : [request.stop]);
  return options;
}
