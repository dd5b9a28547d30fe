import type { HealthResponse } from '../health/health.routes';

/** The running service's /health, or undefined when nothing IronKeep answers there. */
export async function fetchHealth(url: string): Promise<HealthResponse | undefined> {
  try {
    const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(3000) });
    const body = (await res.json()) as HealthResponse;
    return body.service === 'ironkeep-local' ? body : undefined;
  } catch {
    return undefined;
  }
}

/** Human lines about a running service, from its /health. */
export function describeHealth(health: HealthResponse): string[] {
  const { runtime, memory, license } = health;
  const lines = [
    `Model runtime: ${runtime.name} at ${runtime.url} — ${runtime.reachable ? 'reachable' : `NOT reachable (${runtime.detail ?? 'no answer'})`}`,
    `Model:         ${health.model}${runtime.modelAvailable === false ? ' — not available (run `ironkeep pull`)' : ''}`,
    `Memory:        SQLite ${memory.path} — ${memory.ok ? `ok, ${memory.sessions} session(s)` : 'NOT ok'}`,
  ];
  if (license.status === 'valid') {
    const tier = license.tier === 'pro' ? 'Pro' : 'Starter';
    lines.push(
      `License:       ${tier}, ${license.maxUsers} user(s), ${license.organization}, expires ${license.expiresAt.slice(0, 10)}`,
    );
  } else if (license.status === 'invalid') {
    lines.push(`License:       Not Licensed — ${license.message}`);
  } else {
    lines.push('License:       Not Licensed (no key configured; chat still works)');
  }
  return lines;
}
