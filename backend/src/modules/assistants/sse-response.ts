import { Request, Response } from 'express';
import { once } from 'node:events';

export const HEARTBEAT_COMMENT = ': heartbeat\n\n';

/**
 * Writes `events` to `res` as server-sent events (`data: {json}` + blank line). Headers go out
 * at once; a comment line every `heartbeatMs` keeps proxies from closing a slow generation; when
 * the client disconnects the signal handed to `events` aborts, so generation stops with it.
 */
export async function writeSse<T>(
  req: Request,
  res: Response,
  events: (signal: AbortSignal) => AsyncIterable<T>,
  heartbeatMs: number,
): Promise<void> {
  const controller = new AbortController();
  const { signal } = controller;
  // 'close' on the response fires when the connection goes away before we end it.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  req.socket.setNoDelay(true);
  res.status(200);
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');
  res.flushHeaders();

  const heartbeat = setInterval(() => res.write(HEARTBEAT_COMMENT), heartbeatMs);
  try {
    for await (const event of events(signal)) {
      if (signal.aborted) break;
      if (!res.write(`data: ${JSON.stringify(event)}\n\n`)) {
        await once(res, 'drain', { signal }).catch(() => undefined);
      }
    }
  } finally {
    clearInterval(heartbeat);
    if (!signal.aborted) res.end();
  }
}
