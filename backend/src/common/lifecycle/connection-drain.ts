import { Server, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { reachShutdownDeadline } from './shutdown-deadline';

/** Time left for streams to write their last bytes after being told to end. */
const END_FLUSH_MS = 1_000;

/**
 * Knows the open connections and the responses still being written, so a shutdown can stop
 * accepting, let what is in flight finish, and only then close what is left.
 */
export class ConnectionDrain {
  private readonly sockets = new Set<Socket>();
  private readonly inFlight = new Set<ServerResponse>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    server.on('request', (_req, res: ServerResponse) => {
      // Keep-alive clients learn with this answer that they must reconnect (to another replica).
      if (this.draining) res.setHeader('Connection', 'close');
      this.inFlight.add(res);
      res.once('close', () => this.inFlight.delete(res));
    });
  }

  /**
   * Stops accepting connections and closes idle keep-alive ones; waits up to `graceMs` for the
   * responses in flight; then tells streams to end (shutdown-deadline) and, after a short flush,
   * destroys any connection still open. Resolves when no connection is left.
   */
  async drain(graceMs: number): Promise<void> {
    this.draining = true;
    this.server.close();
    this.server.closeIdleConnections();
    for (const res of this.inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    await this.until(() => this.inFlight.size === 0, graceMs);
    if (this.inFlight.size > 0) {
      reachShutdownDeadline();
      await this.until(() => this.inFlight.size === 0, END_FLUSH_MS);
    }
    for (const socket of this.sockets) socket.destroy();
  }

  get openResponses(): number {
    return this.inFlight.size;
  }

  private async until(done: () => boolean, timeoutMs: number): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (!done() && performance.now() < deadline) {
      this.server.closeIdleConnections();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
