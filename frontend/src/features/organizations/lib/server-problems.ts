import type { Server } from '../api/subscription-types';

/**
 * The servers that make "All systems operational" untrue: failed at their last check, or
 * reported unhealthy. Stopped servers are paused by their owner on purpose, and provisioning ones
 * have not been checked yet, so neither is a problem.
 */
export function failingServers(servers: Server[]): Server[] {
  return servers.filter(
    (s) => s.status !== 'stopped' && (s.status === 'failed' || s.healthStatus === 'unhealthy'),
  );
}

/** "GPU box 1 is failing: Connection refused …" or "2 AI servers are failing: A and B". */
export function failingServersText(failing: Server[]): string {
  if (failing.length === 1) {
    const [server] = failing;
    return server.healthReason
      ? `${server.name} is failing: ${server.healthReason}`
      : `${server.name} is failing its health checks`;
  }
  const names = failing.map((s) => s.name);
  const list = `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${failing.length} AI servers are failing: ${list}`;
}
