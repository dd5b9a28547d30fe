import type { LocalServiceConfig } from '../config';
import type { ModelRuntime } from './model-runtime';
import { OllamaRuntime } from './ollama-runtime';
import { OpenAiCompatibleRuntime } from './openai-runtime';

/** The runtime MODEL_RUNTIME selects. */
export function createRuntime(config: LocalServiceConfig): ModelRuntime {
  return config.runtime === 'openai'
    ? new OpenAiCompatibleRuntime(config.openaiBaseUrl, config.openaiApiKey, config.modelTimeoutMs)
    : new OllamaRuntime(config.ollamaUrl, config.modelTimeoutMs);
}
