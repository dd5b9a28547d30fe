import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import type { LocalServiceConfig } from './config';

export interface Listening {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Listens on a free loopback port. */
export function listen(handler: RequestListener): Promise<Listening> {
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
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

/** A stand-in for Ollama answering GET /api/tags like the real runtime. */
export function fakeOllama(): Promise<Listening & { requests: string[] }> {
  const requests: string[] = [];
  return listen((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    if (req.method === 'GET' && req.url === '/api/tags') {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(
        JSON.stringify({
          models: [
            {
              name: 'mistral:7b',
              model: 'mistral:7b',
              modified_at: '2026-01-01T00:00:00Z',
              size: 4113301824,
              digest: 'f974a74358d62a017b37c6f424fcdf2744ca02926c4f952513ddf474b2fa5091',
              details: {
                format: 'gguf',
                family: 'llama',
                parameter_size: '7.2B',
                quantization_level: 'Q4_0',
              },
            },
          ],
        }),
      );
      return;
    }
    res.writeHead(404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: 'not found' }));
  }).then((listening) => Object.assign(listening, { requests }));
}

export function testConfig(overrides: Partial<LocalServiceConfig> = {}): LocalServiceConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    ollamaUrl: 'http://127.0.0.1:9',
    ollamaProbeTimeoutMs: 1000,
    dataDir: '/tmp/ironkeep-local-test',
    corsOrigins: ['http://localhost:3000', 'http://localhost:3001', 'http://localhost:5173'],
    version: '9.9.9-test',
    ...overrides,
  };
}

/** Serves createApp(config) on a free loopback port. */
export function serveApp(config: LocalServiceConfig): Promise<Listening> {
  return listen(createApp(config));
}
