import { buildGroundedMessages } from './grounded-prompt';
import { GenerationRequest, LlmProvider } from './llm-provider';
import { readLines, upstreamError } from './stream-reading';

export interface RemoteModelOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

/** Ollama's native POST /api/chat, streamed as NDJSON (one JSON object per line). */
export class OllamaProvider extends LlmProvider {
  readonly name = 'ollama';

  constructor(private readonly options: RemoteModelOptions) {
    super();
  }

  async *generate(request: GenerationRequest, signal: AbortSignal): AsyncIterable<string> {
    const res = await fetch(`${this.options.baseUrl.replace(/\/+$/, '')}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        model: this.options.model,
        messages: buildGroundedMessages(request),
        stream: true,
        options: { temperature: 0.2 },
      }),
      signal,
    });
    if (!res.ok || !res.body) throw await upstreamError('Ollama', res);
    for await (const line of readLines(res.body, signal)) {
      if (!line.trim()) continue;
      const data = JSON.parse(line) as {
        message?: { content?: string };
        done?: boolean;
        error?: string;
      };
      // Mid-stream failures keep status 200 and arrive as a final {"error": ...} line.
      if (data.error) throw new Error(`Ollama error: ${data.error}`);
      if (data.message?.content) yield data.message.content;
      if (data.done) return;
    }
  }
}
