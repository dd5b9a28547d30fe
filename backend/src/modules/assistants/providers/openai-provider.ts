import { buildGroundedMessages } from './grounded-prompt';
import { GenerationRequest, LlmProvider } from './llm-provider';
import { RemoteModelOptions } from './ollama-provider';
import { readSseData, upstreamError } from './stream-reading';

/** Any OpenAI-compatible server (vLLM, Ollama's /v1, ...): streamed chat completions over SSE. */
export class OpenAiProvider extends LlmProvider {
  readonly name = 'openai';

  constructor(private readonly options: RemoteModelOptions) {
    super();
  }

  private endpoint(): string {
    const base = this.options.baseUrl.replace(/\/+$/, '');
    return /\/v\d+$/.test(base) ? `${base}/chat/completions` : `${base}/v1/chat/completions`;
  }

  async *generate(request: GenerationRequest, signal: AbortSignal): AsyncIterable<string> {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    };
    if (this.options.apiKey) headers.Authorization = `Bearer ${this.options.apiKey}`;
    const res = await fetch(this.endpoint(), {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: this.options.model,
        messages: buildGroundedMessages(request),
        stream: true,
        temperature: 0.2,
      }),
      signal,
    });
    if (!res.ok || !res.body) throw await upstreamError('OpenAI-compatible server', res);
    for await (const data of readSseData(res.body, signal)) {
      if (data === '[DONE]') return;
      const chunk = JSON.parse(data) as {
        choices?: { delta?: { content?: string | null } }[];
        error?: { message?: string } | string;
      };
      if (chunk.error) {
        const message = typeof chunk.error === 'string' ? chunk.error : chunk.error.message;
        throw new Error(`Model server error: ${message ?? 'unknown'}`);
      }
      const content = chunk.choices?.[0]?.delta?.content;
      if (content) yield content;
    }
  }
}
