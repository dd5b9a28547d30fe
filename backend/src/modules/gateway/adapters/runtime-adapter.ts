import { ChatRequest } from '../edge/chat-request';
import { CompletionRequest } from '../edge/completion-request';
import { EmbeddingsRequest } from '../edge/embeddings-request';

/** Token counts as the server reported them. */
export interface Usage {
  promptTokens: number;
  completionTokens: number;
}

/** What to send upstream: a path under the server's URL and a JSON body. */
export interface UpstreamRequest {
  path: string;
  body: string;
}

/** One event of a decoded upstream stream, already in OpenAI's chunk format (`data`). */
export type StreamItem =
  | {
      kind: 'chunk';
      /** The chunk's JSON, as the caller receives it after `data: `. */
      data: string;
      /** Characters of generated text in it (an estimate's basis when no usage comes). */
      chars: number;
      usage?: Usage;
      /** Carries only usage (`choices: []`): sent only to a caller who asked for it. */
      usageOnly?: boolean;
      /** The SSE event name (`event:` line), for APIs that name their events (Anthropic's). */
      event?: string;
    }
  | { kind: 'done' }
  | { kind: 'error'; message: string };

/** Turns the upstream body, piece by piece, into OpenAI chunks. */
export interface StreamDecoder {
  push(text: string): StreamItem[];
  /** The body ended: whatever was left (a stream that ended without its end is not `done`). */
  end(): StreamItem[];
  /**
   * The event that ends the caller's stream when it fails, for an API whose failure event
   * carries the stream's own state (the Responses API's `response.failed`); the framing's if absent.
   */
  failure?(message: string): string;
}

/** A completed JSON answer, in OpenAI's format, and what the server reported. */
export interface JsonResult {
  body: string;
  usage: Usage | null;
  chars: number;
}

/**
 * One model runtime's wire format (protocols.md), and nothing else: no routing, no HTTP client,
 * no Nest. The chat body it receives is validated and carries `model` as the caller named it.
 */
export interface RuntimeAdapter {
  chat(request: ChatRequest, stream: boolean): UpstreamRequest;
  chatResult(raw: string, model: string): JsonResult;
  chatStream(model: string): StreamDecoder;
  /** A legacy text completion (POST /v1/completions; fill-in-the-middle with `suffix`). */
  completion(request: CompletionRequest, stream: boolean): UpstreamRequest;
  completionResult(raw: string, model: string): JsonResult;
  completionStream(model: string): StreamDecoder;
  embeddings(request: EmbeddingsRequest): UpstreamRequest;
  embeddingsResult(raw: string, request: EmbeddingsRequest): JsonResult;
  /** The human part of an error answer's body. */
  errorMessage(raw: string): string;
}

/** Splits text into lines across pieces (LF or CRLF); the last, unfinished line is kept. */
export class LineSplitter {
  private rest = '';

  push(text: string): string[] {
    const lines = (this.rest + text).split('\n');
    this.rest = lines.pop() ?? '';
    return lines.map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  }

  end(): string[] {
    const last = this.rest;
    this.rest = '';
    return last ? [last] : [];
  }
}

export function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** A count the server reported: a non-negative integer, else undefined. */
export function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}
