import { count, Usage } from './runtime-adapter';

/** The counts of an Ollama answer (chat or generate). */
export interface OllamaCounts {
  prompt_eval_count?: unknown;
  eval_count?: unknown;
}

/**
 * Ollama's own counts. Both are `omitempty` in Ollama's source: one of them missing is a zero,
 * both missing is "reported nothing" (an estimate then).
 */
export function ollamaUsage(answer: OllamaCounts): Usage | null {
  const prompt = count(answer.prompt_eval_count);
  const completion = count(answer.eval_count);
  if (prompt === undefined && completion === undefined) return null;
  return { promptTokens: prompt ?? 0, completionTokens: completion ?? 0 };
}

export function openAiUsage({ promptTokens, completionTokens }: Usage) {
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
  };
}
