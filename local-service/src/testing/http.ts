import { createServer, type RequestListener, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';

export interface Listening {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Listens on loopback (or `host`), on a free port unless one is given. */
export function listen(handler: RequestListener, port = 0, host = '127.0.0.1'): Promise<Listening> {
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A loopback address on which nothing listens (a port that was free a moment ago). */
export async function deadUrl(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

// Ports outside Linux's default ephemeral range (32768-60999), which listen(0) and every
// outgoing connection draw from.
const FIRST_PORT = 20_000;
const PORT_COUNT = 32_768 - FIRST_PORT;

/**
 * A loopback port that was free a moment ago, for a service a test starts on it later. Not
 * listen(0)'s choice: that port comes from the ephemeral range, where an outgoing connection of
 * the suites running beside this one can take it before the service binds (make test saw
 * `ironkeep start` fail with "Port … is already in use" that way). A random port below the range,
 * checked by binding it, is only at risk from another test picking the same one.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = FIRST_PORT + Math.floor(Math.random() * PORT_COUNT);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${FIRST_PORT} and ${FIRST_PORT + PORT_COUNT - 1}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createNetServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export async function readJsonBody(req: Parameters<RequestListener>[0]): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}
