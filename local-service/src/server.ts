import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig, type LocalServiceConfig } from './config';

export interface RunningServer {
  server: Server;
  /** Base address the server answers on, e.g. http://127.0.0.1:8080. */
  url: string;
  close(): Promise<void>;
}

/** Starts the HTTP server; resolves once it listens, rejects with a readable error otherwise. */
export function startServer(config: LocalServiceConfig): Promise<RunningServer> {
  const server = createServer(createApp(config));
  return new Promise((resolvePromise, reject) => {
    const onError = (err: Error) => reject(describeListenError(err, config));
    server.once('error', onError);
    // No host: Node listens on every interface (IPv6 and IPv4), which a container needs.
    server.listen({ port: config.port, host: config.host }, () => {
      server.off('error', onError);
      const { port } = server.address() as AddressInfo;
      resolvePromise({
        server,
        url: `http://${displayHost(config.host)}:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((closeErr) => (closeErr ? fail(closeErr) : done()));
            server.closeIdleConnections();
          }),
      });
    });
  });
}

function displayHost(host: string | undefined): string {
  if (!host || host === '::' || host === '0.0.0.0') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

function describeListenError(err: Error, config: LocalServiceConfig): Error {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') {
    return new Error(
      `Port ${config.port} is already in use. Stop the other process or set PORT to a free port.`,
    );
  }
  if (code === 'EACCES') {
    return new Error(`Not allowed to listen on port ${config.port}. Use a port above 1024.`);
  }
  return err;
}

/** Entry point for `node dist/server.js` and `ironkeep-local start`. */
export async function main(): Promise<void> {
  let config: LocalServiceConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`[ironkeep-local] configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  let running: RunningServer;
  try {
    running = await startServer(config);
  } catch (err) {
    console.error(`[ironkeep-local] could not start: ${(err as Error).message}`);
    process.exit(1);
  }
  console.log(
    `[ironkeep-local] v${config.version} listening on ${running.url} ` +
      `(Ollama at ${config.ollamaUrl}, data in ${config.dataDir})`,
  );
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[ironkeep-local] ${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (require.main === module) {
  void main();
}
