import { CSRF_HEADER, discardBody, getCsrfToken } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type DemoAssistantId = 'brain' | 'deploy' | 'compliance' | 'docs' | 'developer';
/**
 * What a member may chat with on the signed-in route: a built-in assistant, 'chat' (plain chat on
 * a chosen model) or the slug of one of the organization's own assistants.
 */
export type ChatAssistantId = DemoAssistantId | 'chat' | (string & {});

/** The question, its chat session and, for a member, which of their models answers. */
export type StreamBody = { query: string; sessionId: string; model?: string };

type Schemas = components['schemas'];
/** One event of POST /api/demo/ai/{assistant}/stream (spec §7), generated from the API document. */
export type DemoStreamEvent =
  | Schemas['StreamChunkEventDto']
  | Schemas['StreamMetadataEventDto']
  | Schemas['StreamCompleteEventDto']
  | Schemas['StreamReconnectEventDto'];
export type Confidence = Schemas['StreamMetadataEventDto']['confidence'];

export const demoStreamPath = (assistant: ChatAssistantId) =>
  `/api/demo/ai/${encodeURIComponent(assistant)}/stream`;
/** The signed-in route: same events, plus conversation memory when the user turned it on. */
export const memberStreamPath = (assistant: ChatAssistantId) =>
  `/api/assistants/${encodeURIComponent(assistant)}/stream`;

type StreamOptions = {
  /** Ask through the signed-in, memory-aware route. */
  signedIn?: boolean;
  /** The signed-in route answered 401 (the session ended); the visitor's route answers instead. */
  onSignedOut?: () => void;
  /**
   * The server ended the stream before the answer was whole (it was shutting down: a `reconnect`
   * event) or was not taking requests (503): the question is asked once more, and what was
   * shown of the first answer must go.
   */
  onRestart?: () => void;
};

/** Time to let the balancer notice a replica that is shutting down before asking again. */
const RETRY_DELAY_MS = 500;

/**
 * Asks once and, if the server had to cut the answer short (rolling restart, or the
 * organization's AI server died or stalled mid-answer), once more; the
 * second answer comes from another replica. Throws like `askOnce` when that fails too.
 */
export async function streamAnswer(
  assistant: ChatAssistantId,
  body: StreamBody,
  onEvent: (event: DemoStreamEvent) => void,
  signal?: AbortSignal,
  options: StreamOptions = {},
): Promise<void> {
  const first = await askOnce(assistant, body, onEvent, signal, options).catch((err: unknown) => {
    if (err instanceof RetryableStatus) return 'retry' as const;
    throw err;
  });
  if (first === 'done') return;
  options.onRestart?.();
  await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  const second = await askOnce(assistant, body, onEvent, signal, options);
  if (second !== 'done') throw new Error('The answer was interrupted twice');
}

class RetryableStatus extends Error {}

/**
 * The server refused the question (a limit reached, no access to the model, a bad request):
 * `serverMessage` is what it said, for the chat to show instead of its generic failure text.
 */
export class StreamRefused extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
  ) {
    super(`${status}: ${serverMessage ?? 'refused'}`);
  }
}

/** The `message` of a JSON error body (a string, or the validation messages joined). */
async function errorMessageOf(res: Response): Promise<string | null> {
  try {
    const body = (await res.json()) as { message?: unknown; error?: { message?: unknown } };
    const message = body.message ?? body.error?.message;
    if (typeof message === 'string' && message.trim()) return message.trim();
    if (Array.isArray(message)) return message.filter((m) => typeof m === 'string').join(' ');
  } catch {
    // Not JSON: the chat shows its own failure text.
  }
  return null;
}

/**
 * Streams an answer with fetch (EventSource cannot POST). Throws on a non-OK response or a
 * missing body; the caller turns that into the spec's failure message. Resolves 'retry' when
 * the server ended the stream with a `reconnect` event.
 *
 * A visitor's route is sessionless (it never reads cookies), so no CSRF token or credentials are
 * sent: a demo visitor never gets a session. A signed-in user's route reads the session to store
 * memory (docs/memory.md), so it is an ordinary unsafe call: cookies and X-CSRF-Token.
 */
async function askOnce(
  assistant: ChatAssistantId,
  body: StreamBody,
  onEvent: (event: DemoStreamEvent) => void,
  signal: AbortSignal | undefined,
  options: StreamOptions,
): Promise<'done' | 'retry'> {
  const json = JSON.stringify(body);
  const headers = { 'Content-Type': 'application/json', Accept: 'text/event-stream' };
  if (options.signedIn) {
    const token = await getCsrfToken();
    const res = await fetch(memberStreamPath(assistant), {
      method: 'POST',
      headers: token ? { ...headers, [CSRF_HEADER]: token } : headers,
      body: json,
      credentials: 'include',
      signal,
    });
    if (res.status !== 401) return readResponse(res, onEvent);
    discardBody(res);
    options.onSignedOut?.();
  }
  const res = await fetch(demoStreamPath(assistant), {
    method: 'POST',
    headers,
    body: json,
    credentials: 'omit',
    signal,
  });
  return readResponse(res, onEvent);
}

async function readResponse(
  res: Response,
  onEvent: (event: DemoStreamEvent) => void,
): Promise<'done' | 'retry'> {
  if (res.status === 503) {
    discardBody(res);
    throw new RetryableStatus('503: the server is not taking requests');
  }
  if (!res.ok) throw new StreamRefused(res.status, await errorMessageOf(res));
  if (!res.body) throw new Error('No stream reader');
  let reconnect = false;
  await readSseEvents(res.body, (event) => {
    if (event.type === 'reconnect') reconnect = true;
    else onEvent(event);
  });
  return reconnect ? 'retry' : 'done';
}

/** Splits the body into events on blank lines and hands over each `data:` JSON payload. */
export async function readSseEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: DemoStreamEvent) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data) onEvent(JSON.parse(data) as DemoStreamEvent); // comment-only blocks are heartbeats
    }
  }
}
