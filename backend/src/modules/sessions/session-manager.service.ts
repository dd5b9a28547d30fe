import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Clock, SystemClock } from '../../common/clock/clock';
import {
  AppConfig,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from '../../config/app-config.service';
import { SessionUser } from '../users/session-user';
import { UsersService } from '../users/users.service';
import { SessionCache } from './session-cache';
import {
  clearSessionCookie,
  clearSignedInHint,
  readSessionId,
  setSignedInHint,
  writeSessionCookie,
} from './session-cookie';
import { StoredSession, sessionUserId } from './session-data';
import { SessionInvalidation } from './session-invalidation';
import { LoadedSession, SessionStore } from './session-store';
import { RequestSession, SessionPersistence } from './request-session';
import { SessionsErrors } from './sessions.errors';

/** A session's expiry (and the user's last activity) is written at most this often. */
export const TOUCH_INTERVAL_MS = 60 * 1000;

export interface OpenedSession {
  session: RequestSession;
  /** The signed-in, active user; undefined for an anonymous session. */
  user?: SessionUser;
}

/**
 * The session layer, independent of the HTTP framework: reads the signed cookie once, finds the
 * session and its user (cache, then one store read), enforces the idle (30 min) and absolute
 * (12 h) limits, touches the session at most once a minute, and saves, rotates and destroys
 * sessions, evicting every replica's cached copy (session-invalidation.ts).
 */
@Injectable()
export class SessionManager implements SessionPersistence {
  private readonly logger = new Logger('Sessions');
  /**
   * The browser judges a cookie's Expires by its own clock, so the cookie's expiry is always
   * wall-clock time, while the store's expiry follows the injected Clock (a test may run the
   * app at another time and still hold a cookie the browser keeps).
   */
  private readonly wallClock = new SystemClock();

  constructor(
    private readonly store: SessionStore,
    private readonly cache: SessionCache,
    private readonly invalidation: SessionInvalidation,
    private readonly users: UsersService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /**
   * The request's session and user. Returned as they are, without a promise, in the common case
   * (session and user in this replica's cache, no limit reached, no touch due): a promise and
   * its microtasks cost a signed-in request as much as the cache lookups themselves.
   */
  open(
    req: IncomingMessage,
    res: ServerResponse,
    secure: boolean,
  ): OpenedSession | Promise<OpenedSession> {
    const sid = readSessionId(req.headers.cookie, this.config.session.secret);
    if (!sid) return { session: this.blank(res, secure) };
    return this.openCached(sid, res, secure) ?? this.openLoaded(sid, res, secure);
  }

  private openCached(sid: string, res: ServerResponse, secure: boolean): OpenedSession | null {
    // A store that is down is the slow path's to report (503), as a rejected promise.
    if (!this.store.reachable()) return null;
    const now = this.clock.nowMs();
    const cached = this.cache.getSession(sid, now);
    if (!cached || cached.expiresAt <= now) return null;
    const { authenticatedAt } = cached.data;
    if (authenticatedAt && now - authenticatedAt > SESSION_ABSOLUTE_TIMEOUT_MS) return null;
    if (cached.expiresAt - now < SESSION_IDLE_TIMEOUT_MS - TOUCH_INTERVAL_MS) return null;
    const userId = sessionUserId(cached.data);
    const user = userId ? this.cache.getUser(userId, now) : undefined;
    if (user === undefined && userId) return null;
    // A copy: the cached object is shared by concurrent requests of the same session.
    const data = { ...cached.data };
    const session = new RequestSession(this, sid, data, cached.expiresAt, res, secure);
    return { session, user: user?.isActive ? user : undefined };
  }

  private async openLoaded(
    sid: string,
    res: ServerResponse,
    secure: boolean,
  ): Promise<OpenedSession> {
    const loaded = await this.read(sid);
    if (!loaded) return { session: this.blank(res, secure) };
    const data = { ...loaded.data };
    const session = new RequestSession(this, sid, data, loaded.expiresAt, res, secure);
    const now = this.clock.nowMs();
    const { authenticatedAt } = session.data;
    if (authenticatedAt && now - authenticatedAt > SESSION_ABSOLUTE_TIMEOUT_MS) {
      await session.regenerate();
      clearSignedInHint(res);
      return { session };
    }
    const userId = session.userId;
    const user = userId ? await this.userOf(userId, loaded) : undefined;
    if (session.expiresAt - now < SESSION_IDLE_TIMEOUT_MS - TOUCH_INTERVAL_MS) {
      await this.touch(session, now, Boolean(user?.isActive));
    }
    return { session, user: user?.isActive ? user : undefined };
  }

  private blank(res: ServerResponse, secure: boolean): RequestSession {
    return new RequestSession(this, null, {}, 0, res, secure);
  }

  private async read(sid: string): Promise<LoadedSession | null> {
    const now = this.clock.nowMs();
    if (!this.store.reachable()) throw this.unavailable('store disconnected');
    const cached = this.cache.getSession(sid, now);
    if (cached && cached.expiresAt > now) return cached;
    const loaded = await this.store.load(sid).catch((err) => {
      throw this.unavailable(err);
    });
    if (!loaded) {
      this.cache.evictSession(sid);
      return null;
    }
    this.cache.setSession(sid, { data: loaded.data, expiresAt: loaded.expiresAt }, now);
    const userId = loaded.data.passport?.user;
    if (userId && loaded.user !== undefined) this.cache.setUser(userId, loaded.user, now);
    return loaded;
  }

  private async userOf(userId: string, loaded: LoadedSession): Promise<SessionUser | null> {
    const now = this.clock.nowMs();
    const cached = this.cache.getUser(userId, now);
    if (cached !== undefined) return cached;
    if (loaded.user !== undefined) return loaded.user;
    const user = await this.users.findSessionUser(userId).catch((err) => {
      throw this.unavailable(err);
    });
    this.cache.setUser(userId, user, now);
    return user;
  }

  /** Renews the idle expiry and the cookies; a failed write costs a minute of idle time, no more. */
  private async touch(session: RequestSession, now: number, signedIn: boolean): Promise<void> {
    if (signedIn) session.data.lastActiveAt = now;
    try {
      await this.write(session, now);
    } catch (err) {
      this.logger.warn(`Session touch failed: ${err instanceof Error ? err.message : err}`);
      return;
    }
    if (signedIn) setSignedInHint(session.res, session);
  }

  async persist(session: RequestSession): Promise<void> {
    const existed = session.id !== null;
    session.id ??= randomBytes(24).toString('base64url');
    await this.write(session, this.clock.nowMs()).catch((err) => {
      throw this.unavailable(err);
    });
    // Another replica may hold the previous content of an existing session.
    if (existed) await this.invalidation.evictSession(session.id);
  }

  private async write(session: RequestSession, now: number): Promise<void> {
    const sid = session.id!;
    const expiresAt = now + SESSION_IDLE_TIMEOUT_MS;
    session.data.cookie = {
      originalMaxAge: SESSION_IDLE_TIMEOUT_MS,
      expires: new Date(expiresAt).toISOString(),
      secure: session.secure,
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
    };
    await this.store.save(sid, session.data, expiresAt);
    session.expiresAt = expiresAt;
    this.cache.setSession(sid, { data: session.data, expiresAt }, now);
    this.sendCookie(session);
  }

  sendCookie(session: RequestSession): void {
    if (!session.id) return;
    const expires = this.wallClock.nowMs() + SESSION_IDLE_TIMEOUT_MS;
    writeSessionCookie(session.res, session.id, this.config.session.secret, expires, session);
  }

  async regenerate(session: RequestSession): Promise<void> {
    await this.end(session);
    session.id = null;
    session.data = {} as StoredSession;
    session.expiresAt = 0;
  }

  async destroy(session: RequestSession): Promise<void> {
    await this.regenerate(session);
    clearSessionCookie(session.res);
  }

  /** Ends a session by id (revocation, sign-out everywhere), on every replica. */
  async destroyById(sid: string): Promise<void> {
    await this.store.destroy(sid);
    await this.invalidation.evictSession(sid);
  }

  private async end(session: RequestSession): Promise<void> {
    if (!session.id) return;
    await this.destroyById(session.id).catch((err) => {
      throw this.unavailable(err);
    });
  }

  private unavailable(err: unknown) {
    this.logger.warn(`Session store unavailable: ${err instanceof Error ? err.message : err}`);
    return SessionsErrors.storeUnavailable();
  }
}
