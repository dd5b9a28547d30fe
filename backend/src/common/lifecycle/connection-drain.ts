import { Server, ServerResponse } from 'node:http';
import { Server as NetServer, Socket } from 'node:net';
import { reachShutdownDeadline } from './shutdown-deadline';
import { ShutdownState } from './shutdown-state';

/** Time left for streams to write their last bytes after being told to end. */
const END_FLUSH_MS = 1_000;
/**
 * A connection counts as idle only after this long without a request: one accepted a moment ago
 * may not have sent (or we may not have parsed) its request yet, and closing it then resets a
 * request the proxy cannot safely retry (a POST), which it answers with 502.
 */
const QUIET_MS = 500;

/**
 * Knows the open connections and the responses still being written, so a shutdown can stop
 * accepting, let what is in flight finish, and only then close what is left.
 */
export class ConnectionDrain {
  private readonly sockets = new Map<Socket, number>();
  private readonly inFlight = new Set<ServerResponse>();

  constructor(
    private readonly server: Server,
    private readonly state: ShutdownState,
  ) {
    server.on('connection', (socket: Socket) => {
      this.sockets.set(socket, performance.now());
      socket.once('close', () => this.sockets.delete(socket));
    });
    // Runs for every request: one shared listener, no closure or `once` wrapper per response.
    const { inFlight } = this;
    const touch = (socket: Socket | null) => this.touch(socket);
    function responseClosed(this: ServerResponse) {
      inFlight.delete(this);
      touch(this.socket);
    }
    server.on('request', (req, res: ServerResponse) => {
      // Keep-alive clients learn with this answer that they must reconnect (to another replica).
      if (this.state.draining) closeConnectionAfter(res);
      this.inFlight.add(res);
      this.touch(req.socket);
      res.on('close', responseClosed);
    });
  }

  private touch(socket: Socket | null): void {
    if (socket && this.sockets.has(socket)) this.sockets.set(socket, performance.now());
  }

  /**
   * Stops accepting connections; waits up to `graceMs` for the responses in flight and for the
   * connections just accepted to bring their request; closes connections once they are quiet;
   * then tells streams to end (shutdown-deadline) and, after a short flush, destroys any
   * connection still open. Resolves when no connection is left.
   */
  async drain(graceMs: number): Promise<void> {
    this.state.markDraining();
    // net.Server's close only stops accepting. http.Server's (Node >= 19) also closes every
    // connection without a request in flight at once, including ones whose request is arriving.
    NetServer.prototype.close.call(this.server);
    await this.until(() => this.inFlight.size === 0 && this.allQuiet(), graceMs);
    if (this.inFlight.size > 0) {
      reachShutdownDeadline();
      await this.until(() => this.inFlight.size === 0, END_FLUSH_MS);
    }
    for (const socket of this.sockets.keys()) socket.destroy();
  }

  get openResponses(): number {
    return this.inFlight.size;
  }

  private allQuiet(): boolean {
    const now = performance.now();
    for (const last of this.sockets.values()) if (now - last < QUIET_MS) return false;
    return true;
  }

  private async until(done: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (!done() && performance.now() < deadline) {
      this.closeQuietConnections();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Connections with no request in flight and none for QUIET_MS: nothing is lost by closing. */
  private closeQuietConnections(): void {
    const busy = new Set([...this.inFlight].map((res) => res.req?.socket));
    const now = performance.now();
    for (const [socket, last] of this.sockets) {
      if (!busy.has(socket) && now - last >= QUIET_MS) socket.destroy();
    }
  }
}

/**
 * `Connection: close` on `res`, kept even when the handler sets the header itself: an SSE stream
 * says `keep-alive` (modules/assistants/sse-response.ts), and Node then keeps the connection, so a
 * balancer with a keep-alive pool (nginx with `keepalive`) sends its next request on a
 * connection the drain is about to close. A POST lost in that race is not retried by default.
 */
function closeConnectionAfter(res: ServerResponse): void {
  res.setHeader('Connection', 'close');
  res.setHeader = setHeaderButConnection;
}

function setHeaderButConnection(
  this: ServerResponse,
  name: string,
  value: number | string | readonly string[],
): ServerResponse {
  if (name.toLowerCase() === 'connection') return this;
  return ServerResponse.prototype.setHeader.call(this, name, value);
}
