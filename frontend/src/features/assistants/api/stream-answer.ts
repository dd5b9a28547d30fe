import { CSRF_HEADER, getCsrfToken } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type DemoAssistantId = 'brain' | 'deploy' | 'compliance' | 'docs' | 'developer';

type Schemas = components['schemas'];
/** One event of POST /api/demo/ai/{assistant}/stream (spec §7), generated from the API document. */
export type DemoStreamEvent =
  | Schemas['StreamChunkEventDto']
  | Schemas['StreamMetadataEventDto']
  | Schemas['StreamCompleteEventDto'];
export type Confidence = Schemas['StreamMetadataEventDto']['confidence'];

export const demoStreamPath = (assistant: DemoAssistantId) => `/api/demo/ai/${assistant}/stream`;
/** The signed-in route: same events, plus conversation memory when the user turned it on. */
export const memberStreamPath = (assistant: DemoAssistantId) =>
  `/api/assistants/${assistant}/stream`;

type StreamOptions = {
  /** Ask through the signed-in, memory-aware route. */
  signedIn?: boolean;
  /** The signed-in route answered 401 (the session ended); the visitor's route answers instead. */
  onSignedOut?: () => void;
};

/**
 * Streams an answer with fetch (EventSource cannot POST). Throws on a non-OK response or a
 * missing body; the caller turns that into the spec's failure message.
 *
 * A visitor's route is sessionless (it never reads cookies), so no CSRF token or credentials are
 * sent: a demo visitor never gets a session. A signed-in user's route reads the session to store
 * memory (docs/memory.md), so it is an ordinary unsafe call: cookies and X-CSRF-Token.
 */
export async function streamAnswer(
  assistant: DemoAssistantId,
  body: { query: string; sessionId: string },
  onEvent: (event: DemoStreamEvent) => void,
  signal?: AbortSignal,
  options: StreamOptions = {},
): Promise<void> {
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

async function readResponse(res: Response, onEvent: (event: DemoStreamEvent) => void) {
  if (!res.ok) throw new Error(`${res.status}: ${await res.text().catch(() => res.statusText)}`);
  if (!res.body) throw new Error('No stream reader');
  await readSseEvents(res.body, onEvent);
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
