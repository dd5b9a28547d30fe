import { OllamaCounts, ollamaUsage } from './ollama-counts';
import { LineSplitter, parseJson, StreamDecoder, StreamItem, Usage } from './runtime-adapter';

/** What every line of an Ollama stream (chat or generate) may carry. */
export interface OllamaLine extends OllamaCounts {
  done?: boolean;
  error?: unknown;
}

/**
 * Ollama's NDJSON stream in, OpenAI chunks out: the lines, unreadable ones and the mid-stream
 * error line are handled here; `decode` turns one good line into chunks.
 */
export abstract class OllamaLineDecoder<T extends OllamaLine> implements StreamDecoder {
  private readonly lines = new LineSplitter();

  push(text: string): StreamItem[] {
    return this.lines.push(text).flatMap((line) => this.read(line));
  }

  end(): StreamItem[] {
    return this.lines.end().flatMap((line) => this.read(line));
  }

  protected abstract decode(line: T): StreamItem[];

  /** After the last line: the usage chunk when Ollama counted (`usageChunk` writes it), then done. */
  protected closing(line: T, usageChunk: (usage: Usage) => string): StreamItem[] {
    const usage = ollamaUsage(line);
    const items: StreamItem[] = usage
      ? [{ kind: 'chunk', data: usageChunk(usage), chars: 0, usage, usageOnly: true }]
      : [];
    return [...items, { kind: 'done' }];
  }

  private read(line: string): StreamItem[] {
    if (!line.trim()) return [];
    const data = parseJson(line) as T | undefined;
    if (!data || typeof data !== 'object')
      return [{ kind: 'error', message: 'The AI server sent an unreadable stream line' }];
    // Mid-stream failures keep status 200 and arrive as a last {"error": ...} line.
    if (data.error !== undefined)
      return [{ kind: 'error', message: `The AI server failed mid-stream: ${String(data.error)}` }];
    return this.decode(data);
  }
}
