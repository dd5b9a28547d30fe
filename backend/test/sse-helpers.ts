import { INestApplication } from '@nestjs/common';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface SseEvent {
  type: string;
  [key: string]: unknown;
}

/** Parses a complete SSE body into its JSON `data` events and counts comment (heartbeat) lines. */
export function parseSse(body: string): { events: SseEvent[]; comments: number } {
  const blocks = body.split('\n\n').filter((b) => b.length > 0);
  const events: SseEvent[] = [];
  let comments = 0;
  for (const block of blocks) {
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments += 1;
      else if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as SseEvent);
      else throw new Error(`Unexpected SSE line: ${JSON.stringify(line)}`);
    }
  }
  return { events, comments };
}

/** A local HTTP server for one test; `requests` records every parsed JSON body and header set. */
export async function startMockServer(
  handler: (req: IncomingMessage, res: ServerResponse, body: unknown) => void | Promise<void>,
): Promise<{
  url: string;
  server: Server;
  requests: { path: string; headers: IncomingMessage['headers']; body: unknown }[];
}> {
  const requests: { path: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as unknown) : undefined;
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      void handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server, requests };
}

export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The app on a real port, with a session cookie and CSRF token, for reading streams with fetch. */
export async function listenWithSession(app: INestApplication) {
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const res = await fetch(`${base}/api/csrf-token`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const { token } = (await res.json()) as { token: string };
  const open = (assistant: string, body: object, signal?: AbortSignal) =>
    fetch(`${base}/api/demo/ai/${assistant}/stream`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRF-Token': token },
      body: JSON.stringify(body),
      signal,
    });
  return { base, open };
}

/** Reads a fetch body until `predicate` holds for the text so far, then returns that text. */
export async function readUntil(
  body: ReadableStream<Uint8Array>,
  predicate: (text: string) => boolean,
): Promise<string> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!predicate(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  reader.releaseLock();
  return text;
}

/** Waits (without asserting on time) until `check` is true; the jest timeout bounds it. */
export async function eventually(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((r) => setTimeout(r, 10));
}
