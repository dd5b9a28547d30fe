import { createServer } from 'node:net';

/** True when nothing listens on 127.0.0.1:port (we could bind it ourselves). */
export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      server.close(() => resolve(true));
    });
  });
}

/** GET a loopback URL; undefined when nothing (or nothing HTTP) answers. */
export async function peek(
  url: string,
  timeoutMs = 1500,
): Promise<{ status: number; body: string } | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, body: (await res.text()).slice(0, 64_000) };
  } catch {
    return undefined;
  }
}
