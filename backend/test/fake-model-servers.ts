import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export interface FakeServer {
  url: string;
  /** "METHOD /path" of every request received, in order. */
  requests: string[];
  close(): Promise<void>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** An HTTP server on a free port of 127.0.0.1 that records what it was asked. */
export async function listen(handler: Handler): Promise<FakeServer> {
  const requests: string[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Answers GET /api/tags exactly like Ollama (protocols.md §1) with the given models. */
export function fakeOllama(models: string[] = ['llama3.2:latest']): Promise<FakeServer> {
  return listen((req, res) => {
    if (req.method === 'GET' && req.url === '/api/tags') {
      return json(res, 200, {
        models: models.map((name) => ({
          name,
          model: name,
          modified_at: '2026-01-01T00:00:00Z',
          size: 2019393189,
          digest: 'a80c4f17acd55265feec403c7aef86be0c25983ab279d83f3bcd3abbcb5b8b72',
          details: {
            format: 'gguf',
            family: 'llama',
            parameter_size: '3.2B',
            quantization_level: 'Q4_K_M',
          },
        })),
      });
    }
    json(res, 404, { error: 'not found' });
  });
}

/** Answers GET /v1/models like vLLM (protocols.md §2). */
export function fakeOpenAi(models: string[] = ['Qwen/Qwen2.5-0.5B-Instruct']): Promise<FakeServer> {
  return listen((req, res) => {
    if (req.method === 'GET' && req.url === '/v1/models') {
      return json(res, 200, {
        object: 'list',
        data: models.map((id) => ({
          id,
          object: 'model',
          created: 1767225600,
          owned_by: 'vllm',
          root: id,
          parent: null,
          max_model_len: 32768,
        })),
      });
    }
    json(res, 404, { error: { message: 'Not Found', type: 'Not Found', param: null, code: 404 } });
  });
}

/** Always answers with this status. */
export function failingServer(status: number): Promise<FakeServer> {
  return listen((_req, res) => json(res, status, { error: 'boom' }));
}

/** Accepts the connection and never answers. */
export function hangingServer(): Promise<FakeServer> {
  return listen(() => undefined);
}

/** Redirects every request to `location`. */
export function redirectingServer(location: (path: string) => string): Promise<FakeServer> {
  return listen((req, res) => {
    res.writeHead(302, { Location: location(req.url ?? '/') });
    res.end();
  });
}

/** A port where nothing listens (a server was started there and closed). */
export async function deadUrl(): Promise<string> {
  const server = await listen(() => undefined);
  await server.close();
  return server.url;
}
