import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Listens on loopback, on a free port unless one is given. */
export function listen(handler: RequestListener, port = 0): Promise<Listening> {
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://127.0.0.1:${port}`,
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
  const probe = await listen((_req, res) => res.end());
  await probe.close();
  return probe.url;
}

/** A port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return Number(new URL(await deadUrl()).port);
}

export async function readJsonBody(req: Parameters<RequestListener>[0]): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? undefined : JSON.parse(text);
}
