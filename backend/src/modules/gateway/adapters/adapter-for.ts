import { UpstreamServer } from '../routing/upstream-server';
import { OllamaAdapter } from './ollama.adapter';
import { OpenAiCompatibleAdapter } from './openai-compatible.adapter';
import { RuntimeAdapter } from './runtime-adapter';

export type AdapterFor = (server: Pick<UpstreamServer, 'runtime' | 'url'>) => RuntimeAdapter;

/** The wire format of each server's runtime (vLLM is an OpenAI-compatible server). */
export function runtimeAdapters(nowMs: () => number): AdapterFor {
  const ollama = new OllamaAdapter(nowMs);
  const withV1 = new OpenAiCompatibleAdapter('/v1');
  const atV1 = new OpenAiCompatibleAdapter('');
  return (server) => {
    if (server.runtime === 'ollama') return ollama;
    return /\/v\d+$/.test(server.url) ? atV1 : withV1;
  };
}
