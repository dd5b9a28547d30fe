import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig, type LocalServiceConfig } from './config';
import { createServices, defaultLog, type ServiceOverrides, type Services } from './services';
import { createWebApp } from './web/web-app';

export interface RunningServer {
  /** Base address of the chat API, e.g. http://127.0.0.1:8080. */
  url: string;
  /** Base address of the web interface, when one is served. */
  webUrl?: string;
  services: Services;
  close(): Promise<void>;
  /**
   * SIGTERM: stop accepting, let requests in flight finish, end what is still running when
   * `timeoutMs` is nearly over (503, nothing half-saved), close SQLite. True when nothing was cut.
   */
  shutdown(timeoutMs: number): Promise<boolean>;
}

/** Of the shutdown time, what is kept for the requests ended at the deadline to answer. */
function abortGraceMs(timeoutMs: number): number {
  return Math.min(1000, Math.floor(timeoutMs / 2));
}

function listen(server: Server, port: number, host: string, what: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') {
        const setting = what === 'chat service' ? 'LOCAL_SERVICE_PORT' : 'LOCAL_WEB_PORT';
        reject(
          new Error(
            `Port ${port} (${what}) is already in use. Stop the other program or set ${setting} to a free port.`,
          ),
        );
      } else if (err.code === 'EACCES') {
        reject(
          new Error(`Not allowed to listen on port ${port} (${what}). Use a port above 1024.`),
        );
      } else reject(err);
    };
    server.once('error', onError);
    server.listen({ port, host }, () => {
      server.off('error', onError);
      resolvePort((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((done) => {
    server.close(() => done());
    server.closeIdleConnections();
  });
}

function displayHost(host: string): string {
  if (host === '::' || host === '0.0.0.0') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the chat API (and the web interface when configured); resolves once both listen. */
export async function startServer(
  config: LocalServiceConfig,
  overrides: ServiceOverrides = {},
): Promise<RunningServer> {
  const services = createServices(config, overrides);
  const api = createServer(createApp(config, services));
  const servers: Server[] = [];
  try {
    const port = await listen(api, config.port, config.host, 'chat service');
    servers.push(api);
    let webUrl: string | undefined;
    if (config.webDir) {
      const web = createServer(createWebApp(config.webDir, port));
      const webPort = await listen(web, config.webPort, config.host, 'web interface');
      servers.push(web);
      webUrl = `http://${displayHost(config.host)}:${webPort}`;
    }
    return {
      url: `http://${displayHost(config.host)}:${port}`,
      webUrl,
      services,
      close: async () => {
        await Promise.all(servers.map(closeServer));
        services.close();
      },
      shutdown: async (timeoutMs) => {
        const grace = abortGraceMs(timeoutMs);
        // New connections are refused from here; idle keep-alive ones are closed.
        const closed = Promise.all(servers.map(closeServer));
        const finished = await services.lifecycle.drain(timeoutMs - grace);
        if (!finished) await services.lifecycle.abortInFlight(grace);
        for (const server of servers) server.closeAllConnections();
        await closed;
        services.close();
        return finished;
      },
    };
  } catch (err) {
    await Promise.all(servers.map(closeServer));
    services.close();
    throw err;
  }
}

/** Entry point for `node dist/server.js` and `ironkeep start`. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  let running: RunningServer;
  let config: LocalServiceConfig;
  try {
    config = loadConfig(env);
    running = await startServer(config);
    defaultLog(
      `v${config.version} listening on ${running.url}` +
        (running.webUrl ? `, web interface on ${running.webUrl}` : '') +
        ` (runtime ${running.services.runtime.kind} at ${running.services.runtime.baseUrl}, model ${config.model}, memory ${running.services.memoryPath})`,
    );
  } catch (err) {
    const kind = err instanceof ConfigError ? 'configuration error' : 'could not start';
    defaultLog(`${kind}: ${(err as Error).message}`);
    process.exit(1);
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second Ctrl-C: stop now (SQLite rolls back anything unfinished on its next open).
      defaultLog(`${signal} received again, stopping at once`);
      process.exit(1);
    }
    stopping = true;
    const timeoutMs = config.shutdownTimeoutMs;
    defaultLog(
      `${signal} received, shutting down (${running.services.lifecycle.inFlightCount} request(s) in flight, waiting up to ${timeoutMs} ms)`,
    );
    running.shutdown(timeoutMs).then(
      (finished) => {
        defaultLog(finished ? 'stopped cleanly' : 'stopped: requests still running were ended');
        process.exit(finished ? 0 : 1);
      },
      (err: Error) => {
        defaultLog(`shutdown failed: ${err.message}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  void main();
}
