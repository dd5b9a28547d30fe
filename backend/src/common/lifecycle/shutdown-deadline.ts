/**
 * Long-lived responses (server-sent event streams) subscribe here to be told that the shutdown
 * grace period is over, so they end their response cleanly instead of having the socket cut.
 * One app per process in production; a test that needs a shutdown starts its own process.
 */
const listeners = new Set<() => void>();

/** `listener` runs once when the grace period ends; call the returned function to unsubscribe. */
export function onShutdownDeadline(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reachShutdownDeadline(): void {
  for (const listener of [...listeners]) listener();
  listeners.clear();
}
