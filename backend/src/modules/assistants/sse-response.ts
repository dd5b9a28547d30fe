import { once } from 'node:events';
import { IncomingMessage, ServerResponse } from 'node:http';
import { onShutdownDeadline } from '../../common/lifecycle/shutdown-deadline';

export const HEARTBEAT_COMMENT = ': heartbeat\n\n';
/** The last event of a stream cut short by a shutdown: the answer is incomplete, ask again. */
export const RECONNECT_EVENT = `data: ${JSON.stringify({ type: 'reconnect' })}\n\n`;

/**
 * Writes `events` to the Node response `res` as server-sent events (`data: {json}` + blank line). A comment line
 * every `heartbeatMs` keeps proxies from closing a slow generation; when the client disconnects
 * the signal handed to `events` aborts, so generation stops with it.
 *
 * Events produced in the same tick leave in one packet: the headers travel with the first event
 * and the last piece with `complete` and the end of the body. Nothing waits beyond the current
 * tick, so a slow provider's tokens still go out one by one. Under a burst of streams this
 * halves the socket writes, the largest single cost (docs/benchmarks.md).
 */
export async function writeSse<T>(
  req: IncomingMessage,
  res: ServerResponse,
  events: (signal: AbortSignal) => AsyncIterable<T>,
  heartbeatMs: number,
): Promise<void> {
  const controller = new AbortController();
  const { signal } = controller;
  // 'close' on the response fires when the connection goes away before we end it.
  let clientGone = false;
  res.on('close', () => {
    if (res.writableFinished) return;
    clientGone = true;
    controller.abort();
  });
  // A shutdown whose grace period ran out stops generating; the stream ends below with a
  // `reconnect` event, on which the client asks again (another replica answers).
  let shuttingDown = false;
  const unsubscribe = onShutdownDeadline(() => {
    shuttingDown = true;
    controller.abort();
  });
  req.socket.setNoDelay(true);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache, no-transform');
  res.setHeader('Connection', 'keep-alive');
  res.setHeader('X-Accel-Buffering', 'no');

  const write = tickBatchedWriter(res);
  const heartbeat = setInterval(() => write(HEARTBEAT_COMMENT), heartbeatMs);
  try {
    for await (const event of events(signal)) {
      if (signal.aborted) break;
      if (!write(`data: ${JSON.stringify(event)}\n\n`)) {
        await once(res, 'drain', { signal }).catch(() => undefined);
      }
    }
  } finally {
    clearInterval(heartbeat);
    unsubscribe();
    // Aborted because the client left: nothing to end. Aborted by a shutdown: end it cleanly.
    if (!clientGone && !res.writableEnded) {
      if (shuttingDown) res.write(RECONNECT_EVENT);
      res.end();
    }
  }
}

/** `res.write`, corked until the end of the current tick so same-tick writes share a packet. */
function tickBatchedWriter(res: ServerResponse): (chunk: string) => boolean {
  let corked = false;
  const uncork = () => {
    corked = false;
    // end() flushes and uncorks by itself; a finished response must not be touched again.
    if (!res.writableEnded) res.uncork();
  };
  return (chunk) => {
    if (!corked) {
      corked = true;
      res.cork();
      process.nextTick(uncork);
    }
    return res.write(chunk);
  };
}
