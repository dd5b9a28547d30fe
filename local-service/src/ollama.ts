export interface OllamaStatus {
  url: string;
  reachable: boolean;
}

/**
 * Asks Ollama for its model list (GET /api/tags). Reachable means a 2xx answer within the
 * timeout; a refused connection, a timeout or an error status all count as unreachable.
 * Never throws: the health endpoint must answer even when the model runtime is down.
 */
export async function probeOllama(baseUrl: string, timeoutMs: number): Promise<OllamaStatus> {
  try {
    const res = await fetch(`${baseUrl}/api/tags`, {
      method: 'GET',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Drain the body so the connection is released promptly.
    await res.arrayBuffer().catch(() => undefined);
    return { url: baseUrl, reachable: res.ok };
  } catch {
    return { url: baseUrl, reachable: false };
  }
}
