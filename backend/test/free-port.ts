import { createServer } from 'node:net';

// Ports outside Linux's default ephemeral range (32768-60999), which listen(0) and every
// outgoing connection draw from.
const FIRST = 20_000;
const COUNT = 32_768 - FIRST;

/**
 * A loopback port that was free a moment ago, for a server a test starts on it later (often in a
 * child process). Not listen(0)'s choice: that port comes from the ephemeral range, where any
 * outgoing connection of the other suites running beside this one can take it before the server
 * binds (make test saw "port already in use" that way). A random port below the range, checked by
 * binding it, is only at risk from another test picking the same one.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = FIRST + Math.floor(Math.random() * COUNT);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${FIRST} and ${FIRST + COUNT - 1}`);
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
