import { AppConfig } from '../../../config/app-config.service';
import { BuiltinProvider } from './builtin-provider';
import { LlmProvider } from './llm-provider';
import { OllamaProvider } from './ollama-provider';
import { OpenAiProvider } from './openai-provider';

export const DEFAULT_MODEL = 'mistral:7b';

/** LLM_PROVIDER picks the implementation; the defaults match each runtime's standard port. */
export function createLlmProvider(llm: AppConfig['llm']): LlmProvider {
  const model = llm.model ?? DEFAULT_MODEL;
  switch (llm.provider) {
    case 'ollama':
      return new OllamaProvider({ baseUrl: llm.baseUrl ?? 'http://127.0.0.1:11434', model });
    case 'openai':
      return new OpenAiProvider({
        baseUrl: llm.baseUrl ?? 'http://127.0.0.1:8000/v1',
        model,
        apiKey: llm.apiKey,
      });
    default:
      return new BuiltinProvider();
  }
}
