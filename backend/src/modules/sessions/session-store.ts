import { SessionUser } from '../users/session-user';
import { StoredSession } from './session-data';

export interface LoadedSession {
  data: StoredSession;
  /** Epoch ms after which the session is gone (idle timeout, renewed by touches). */
  expiresAt: number;
  /**
   * The signed-in user, when the store read it in the same statement (the database store's
   * join); `undefined` when the store does not know users (Redis): the caller looks it up.
   */
  user?: SessionUser | null;
}

/**
 * Where sessions live: the application database (embedded mode) or Redis (scaled out). Stores
 * hold plain JSON (session-data.ts); caching, cookies and lifetimes are the SessionManager's.
 */
export abstract class SessionStore {
  /** The session, or null when it does not exist or has expired. */
  abstract load(sid: string): Promise<LoadedSession | null>;
  /** Creates or replaces the session; `expiresAt` is its new idle expiry. */
  abstract save(sid: string, data: StoredSession, expiresAt: number): Promise<void>;
  abstract destroy(sid: string): Promise<void>;

  /**
   * False while the store is known to be unreachable (Redis disconnected), so a session served
   * from the cache answers 503 like one that would have been read, instead of working for
   * reads while every write (touch, sign-out, CSRF) fails.
   */
  reachable(): boolean {
    return true;
  }
}
