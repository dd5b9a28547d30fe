import type { Server } from '../api/subscription-types';

/**
 * Sums up the servers (ids and statuses) for the assistants model's query key: the model in use
 * follows them (the first active server's, when none is chosen), so a change asks again.
 */
export function serversKeyOf(servers: readonly Server[]): string {
  return servers.map((s) => `${s.id}:${s.status}`).join(',');
}

/**
 * The servers that can answer with `model` now, as the gateway routes (docs/gateway.md): active
 * and not failing their health check. A server that has not been checked yet counts.
 */
export function answeringServers(servers: readonly Server[], model: string): Server[] {
  return servers.filter(
    (s) => s.llmModel === model && s.status === 'active' && s.healthStatus !== 'unhealthy',
  );
}
