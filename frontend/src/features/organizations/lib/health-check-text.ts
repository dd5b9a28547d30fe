import { formatDistanceStrict } from 'date-fns';
import type { Server } from '../api/subscription-types';

/** "30 seconds", "2 minutes": the checker's interval, as the API reports it. */
export function intervalText(seconds: number): string {
  if (seconds % 60 !== 0) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = seconds / 60;
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function nextCheckText(server: Server, now: number): string {
  const next = server.nextCheckAt ? Date.parse(server.nextCheckAt) : null;
  if (next === null || next <= now) {
    return `next check within ${intervalText(server.checkIntervalSeconds)}`;
  }
  return `next check ${formatDistanceStrict(next, now, { addSuffix: true })}`;
}

/**
 * The health check line of a server card at `now`: when it was last checked ("Failed" when that
 * check failed) and when the next
 * automatic check is planned, both from the API (`lastCheckedAt`, `nextCheckAt`), so the text
 * tells the real schedule and moves as time passes.
 */
export function healthCheckText(server: Server, now: number): string {
  if (server.status === 'stopped') return 'Not checked while stopped';
  if (!server.lastCheckedAt)
    return `Waiting for the first health check, ${nextCheckText(server, now)}`;
  const checked = formatDistanceStrict(Date.parse(server.lastCheckedAt), now, { addSuffix: true });
  // A failing server is checked on the same schedule: the line says so in the same words.
  const outcome = server.healthStatus === 'unhealthy' ? 'Failed' : 'Checked';
  return `${outcome} ${checked} · ${nextCheckText(server, now)}`;
}
