import { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { StreamDecoder, StreamItem, Usage } from '../adapters/runtime-adapter';
import { OpenAiErrorBody } from '../edge/openai-errors';

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/** How a relayed stream ended, for metering: never the text, only its size. */
export interface StreamSummary {
  outcome: 'ok' | 'error' | 'cancelled';
  usage: Usage | null;
  /** Characters generated (the estimate's basis when the server reported no usage). */
  chars: number;
  /** performance.now() when the first chunk reached the caller. */
  firstTokenAt: number | null;
  /**
   * Why the server failed mid-stream (it died, closed early or went quiet), or null: the caller
   * then cools the server down. An error the server reported itself is not its failure.
   */
  serverFailure: string | null;
}

export interface RelayOptions {
  body: Readable;
  first: Buffer;
  decoder: StreamDecoder;
  res: ServerResponse;
  headers: Record<string, string>;
  /** The caller asked for the usage chunk (stream_options.include_usage). */
  includeUsage: boolean;
  idleTimeoutMs: number;
  /** Aborts the upstream request (the caller left, or the server went quiet). */
  abortUpstream: () => void;
  clientGone: () => boolean;
  /** How the stream ends and fails; OpenAI's (`data: [DONE]`, an error chunk) when absent. */
  framing?: StreamFraming;
}

/** The events that end a stream: the server finished, or it failed mid-stream. */
export interface StreamFraming {
  done: string;
  error(message: string): string;
}

export const OPENAI_FRAMING: StreamFraming = { done: 'data: [DONE]\n\n', error: errorEvent };

/**
 * Upstream SSE/NDJSON in, OpenAI SSE out, chunk by chunk with backpressure both ways. Ends with
 * `data: [DONE]` only when the server finished; a server that dies, errs or stalls mid-stream
 * ends the caller's stream with an error event and no [DONE] (never a made-up continuation). A
 * caller that leaves aborts the upstream request at once.
 */
export function relayStream(options: RelayOptions): Promise<StreamSummary> {
  const { body, decoder, res, includeUsage } = options;
  const framing = options.framing ?? OPENAI_FRAMING;
  const summary: StreamSummary = {
    outcome: 'ok',
    usage: null,
    chars: 0,
    firstTokenAt: null,
    serverFailure: null,
  };
  res.writeHead(200, { ...SSE_HEADERS, ...options.headers });
  res.socket?.setNoDelay(true);
  return new Promise((resolve) => {
    let finished = false;
    const finish = (outcome: StreamSummary['outcome'], errorMessage?: string) => {
      if (finished) return;
      finished = true;
      clearTimeout(idle);
      body.off('data', onData).off('end', onEnd).off('error', onError);
      body.on('error', () => undefined);
      res.off('close', onClose);
      summary.outcome = outcome;
      // Done: let the rest of the body (if any) drain, so the connection is kept for reuse.
      if (outcome === 'ok') body.resume();
      else options.abortUpstream();
      if (!options.clientGone() && !res.writableEnded) {
        if (errorMessage)
          res.write(options.decoder.failure?.(errorMessage) ?? framing.error(errorMessage));
        res.end();
      }
      resolve(summary);
    };
    const write = (items: StreamItem[]): boolean => {
      let out = '';
      for (const item of items) {
        if (item.kind === 'done') {
          out += framing.done;
          res.end(out);
          finish('ok');
          return false;
        }
        if (item.kind === 'error') {
          if (out) res.write(out);
          finish('error', item.message);
          return false;
        }
        summary.chars += item.chars;
        if (item.usage) summary.usage = item.usage;
        const data = item.usage && !includeUsage ? withoutUsage(item) : item.data;
        if (data === null) continue;
        summary.firstTokenAt ??= performance.now();
        out += item.event ? `event: ${item.event}\ndata: ${data}\n\n` : `data: ${data}\n\n`;
      }
      return out === '' || res.write(out);
    };
    const onData = (chunk: Buffer) => {
      idle.refresh();
      if (!write(options.decoder.push(chunk.toString('utf8')))) {
        if (!finished) {
          body.pause();
          res.once('drain', () => body.resume());
        }
      }
    };
    const serverFailed = (reason: string) => {
      if (!finished) summary.serverFailure = reason;
      finish('error', reason);
    };
    const onEnd = () => {
      write(decoder.end());
      serverFailed('The AI server ended the stream before it was complete');
    };
    const onError = () => serverFailed('The AI server stopped answering mid-stream');
    const onClose = () => {
      if (!res.writableFinished) finish('cancelled');
    };
    const idle = setTimeout(
      () => serverFailed(`The AI server sent nothing for ${options.idleTimeoutMs / 1000} s`),
      options.idleTimeoutMs,
    );
    res.on('close', onClose);
    body.on('data', onData).on('end', onEnd).on('error', onError);
    onData(options.first);
    if (!finished) body.resume();
  });
}

/** The chunk without its usage (null: nothing left to send), for a caller who did not ask. */
function withoutUsage(item: Extract<StreamItem, { kind: 'chunk' }>): string | null {
  if (item.usageOnly) return null;
  const chunk = JSON.parse(item.data) as Record<string, unknown>;
  delete chunk.usage;
  return JSON.stringify(chunk);
}

export function errorEvent(message: string): string {
  const body: OpenAiErrorBody = {
    error: { message, type: 'server_error', param: null, code: 'upstream_error' },
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}
