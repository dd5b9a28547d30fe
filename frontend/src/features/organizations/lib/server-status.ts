import type { Server } from '../api/subscription-types';

export const RUNTIME_LABELS: Record<Server['llmProvider'], string> = {
  ollama: 'Ollama',
  vllm: 'vLLM',
  'openai-compatible': 'OpenAI-compatible',
  'ironkeep-local': 'IronKeep Local',
};

export function capitalise(word: string): string {
  return word ? word[0].toUpperCase() + word.slice(1) : word;
}

/** "∞" for -1 (spec §9), the number otherwise. */
export function allowance(maxServers: number): string {
  return maxServers === -1 ? '∞' : String(maxServers);
}

/** Add Server shows only below the plan maximum (unlimited when -1). */
export function canAddServer(serverCount: number, maxServers: number): boolean {
  return maxServers === -1 || serverCount < maxServers;
}
