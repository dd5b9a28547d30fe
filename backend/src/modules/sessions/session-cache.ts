import { TokenScope } from '../access/token-grant';
import { SessionUser } from '../users/session-user';
import { StoredSession } from './session-data';

/**
 * How long a replica trusts its in-process copy of a session or a user without asking the store.
 * Every change made through the application evicts the copies on all replicas at once
 * (session-invalidation.ts); this lifetime only bounds how long a change made behind the
 * application's back (a hand edit in the database) or a lost eviction message can go unseen.
 */
export const SESSION_CACHE_TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;

interface Cached<T> {
  value: T;
  until: number;
}

export interface CachedSession {
  data: StoredSession;
  expiresAt: number;
}

/** An API token as the Bearer check needs it (modules/api-tokens), cached by the token's hash. */
export interface CachedApiToken {
  id: string;
  userId: string;
  name: string;
  scopes: readonly TokenScope[];
  /** The models the token may call (null: all its user may). */
  models: readonly string[] | null;
  /** Epoch ms, or null for a token that never expires. */
  expiresAt: number | null;
  lastUsedAt: number | null;
  /** Addresses the token was used from; a new one is written to the security log. */
  knownIps: string[];
}

/**
 * The per-process cache of sessions (by id), API tokens (by hash) and signed-in users (by id)
 * that keeps the store and the database off a signed-in request's path. Small and short-lived on purpose; Map order
 * is insertion order, so the oldest entries go first when it is full.
 */
export class SessionCache {
  private readonly sessions = new Map<string, Cached<CachedSession>>();
  private readonly users = new Map<string, Cached<SessionUser | null>>();
  private readonly tokens = new Map<string, Cached<CachedApiToken | null>>();

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {}

  getSession(sid: string, now: number): CachedSession | undefined {
    return fresh(this.sessions, sid, now);
  }

  setSession(sid: string, value: CachedSession, now: number): void {
    put(this.sessions, sid, { value, until: now + this.ttlMs });
  }

  /** `null` is cached too: a user that does not exist (deleted) stays unknown for the TTL. */
  getUser(userId: string, now: number): SessionUser | null | undefined {
    return fresh(this.users, userId, now);
  }

  setUser(userId: string, value: SessionUser | null, now: number): void {
    put(this.users, userId, { value, until: now + this.ttlMs });
  }

  /** `null` is cached too: an unknown or revoked token costs one database read per TTL. */
  getToken(hash: string, now: number): CachedApiToken | null | undefined {
    return fresh(this.tokens, hash, now);
  }

  setToken(hash: string, value: CachedApiToken | null, now: number): void {
    put(this.tokens, hash, { value, until: now + this.ttlMs });
  }

  evictToken(hash: string): void {
    this.tokens.delete(hash);
  }

  evictSession(sid: string): void {
    this.sessions.delete(sid);
  }

  evictUser(userId: string): void {
    this.users.delete(userId);
  }

  clear(): void {
    this.sessions.clear();
    this.users.clear();
    this.tokens.clear();
  }
}

function fresh<T>(map: Map<string, Cached<T>>, key: string, now: number): T | undefined {
  const entry = map.get(key);
  if (!entry) return undefined;
  if (entry.until > now) return entry.value;
  map.delete(key);
  return undefined;
}

function put<T>(map: Map<string, Cached<T>>, key: string, entry: Cached<T>): void {
  map.delete(key);
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as string);
  map.set(key, entry);
}
