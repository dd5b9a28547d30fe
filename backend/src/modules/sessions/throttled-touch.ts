import { Store } from 'express-session';
import { Clock } from '../../common/clock/clock';

/** A session's stored expiry is refreshed at most this often (the cookie still rolls each time). */
export const TOUCH_INTERVAL_MS = 60 * 1000;
const MAX_TRACKED_SESSIONS = 100_000;

/**
 * express-session calls `store.touch` on every request of a rolling session: a database UPDATE
 * (or a Redis EXPIRE) per request. Skipping touches within a minute of the last one costs at most
 * a minute of the 30-minute idle window and removes that write from the hot path.
 */
export function throttleTouch(store: Store, clock: Clock, intervalMs = TOUCH_INTERVAL_MS): Store {
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  const lastTouch = new Map<string, number>();
  store.touch = (sid, session, callback) => {
    const now = clock.nowMs();
    const last = lastTouch.get(sid);
    if (last !== undefined && now - last < intervalMs) return callback?.();
    if (lastTouch.size >= MAX_TRACKED_SESSIONS) lastTouch.clear();
    lastTouch.set(sid, now);
    touch(sid, session, callback);
  };
  const destroy = store.destroy.bind(store);
  store.destroy = (sid, callback) => {
    lastTouch.delete(sid);
    destroy(sid, callback);
  };
  return store;
}
