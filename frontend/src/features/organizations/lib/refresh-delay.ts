import type { Server } from '../api/subscription-types';

const SOON_MS = 5_000;
const AT_MOST_MS = 30_000;
/** Time a check takes to finish after its planned start (a request with a 5 s deadline). */
const CHECK_TIME_MS = 3_000;

/**
 * When the dashboard asks for its servers again: just after the next planned health check (so
 * a changed status shows within seconds of the check, not up to 30 s later), every 5 s while a
 * server waits for its first check, and at most 30 s apart.
 */
export function refreshDelayMs(servers: Server[], now = Date.now()): number {
  if (servers.some((s) => s.status === 'provisioning')) return SOON_MS;
  const planned = servers
    .filter((s) => s.status !== 'stopped' && s.nextCheckAt)
    .map((s) => Date.parse(s.nextCheckAt!) - now + CHECK_TIME_MS);
  const soonest = Math.min(AT_MOST_MS, ...planned);
  return Math.max(SOON_MS, soonest);
}
