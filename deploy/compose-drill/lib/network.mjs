// Ports and addresses: free host ports for the stacks (so the drill never collides with anything
// else on the machine) and the proof that a port is, or is not, reachable from beyond loopback.
import { createConnection, createServer } from 'node:net';
import { networkInterfaces } from 'node:os';

const taken = new Set();

function canListen(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * A port free on every interface a moment ago, drawn from 20000-32767 (below Linux's ephemeral
 * range, where outgoing connections would take ports between this check and Docker's bind).
 */
export async function freePort() {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_768);
    if (taken.has(port)) continue;
    if ((await canListen(port, '0.0.0.0')) && (await canListen(port, '127.0.0.1'))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free port between 20000 and 32767');
}

/** An IPv4 address of this machine other than loopback, as another machine would reach it. */
export function outsideAddress() {
  const all = Object.values(networkInterfaces()).flat();
  return all.find((a) => a.family === 'IPv4' && !a.internal)?.address;
}

/** 'open' when a TCP connection is accepted, else the error code (ECONNREFUSED, ...). */
export function tcpProbe(host, port, timeoutMs = 3000) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    const done = (result) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done('ETIMEDOUT'));
    socket.once('connect', () => done('open'));
    socket.once('error', (err) => done(err.code ?? err.message));
  });
}
