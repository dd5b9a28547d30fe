import { sign } from 'cookie-signature';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { ManualClock } from '../../common/clock/manual-clock';
import {
  AppConfig,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from '../../config/app-config.service';
import { SessionUser } from '../users/session-user';
import { UsersService } from '../users/users.service';
import { SESSION_CACHE_TTL_MS, SessionCache } from './session-cache';
import { StoredSession } from './session-data';
import { SessionInvalidation } from './session-invalidation';
import { SessionManager, TOUCH_INTERVAL_MS } from './session-manager.service';
import { LoadedSession, SessionStore } from './session-store';

const SECRET = 'unit-test-session-secret-0123456789';
const NOW = Date.UTC(2026, 10, 23, 12);

class MemoryStore extends SessionStore {
  readonly rows = new Map<string, { data: StoredSession; expiresAt: number }>();
  loads = 0;
  saves = 0;
  down = false;

  async load(sid: string): Promise<LoadedSession | null> {
    if (this.down) throw new Error('connection refused');
    this.loads += 1;
    const row = this.rows.get(sid);
    return row ? { data: JSON.parse(JSON.stringify(row.data)), expiresAt: row.expiresAt } : null;
  }
  async save(sid: string, data: StoredSession, expiresAt: number): Promise<void> {
    if (this.down) throw new Error('connection refused');
    this.saves += 1;
    this.rows.set(sid, { data: JSON.parse(JSON.stringify(data)), expiresAt });
  }
  async destroy(sid: string): Promise<void> {
    this.rows.delete(sid);
  }
}

const alice: SessionUser = {
  id: 'u-alice',
  username: 'alice',
  email: null,
  role: 'user',
  isActive: true,
  organizationId: null,
  organizationRole: null,
  twoFactorEnabled: false,
  mustChangePassword: false,
  createdAt: new Date(NOW - 86_400_000),
};

function setup() {
  const clock = new ManualClock(NOW);
  const store = new MemoryStore();
  const cache = new SessionCache();
  const invalidation = new SessionInvalidation(cache, null, 'test');
  const users = { findSessionUser: jest.fn(async () => ({ ...alice })) };
  const config = { session: { secret: SECRET } } as AppConfig;
  const manager = new SessionManager(
    store,
    cache,
    invalidation,
    users as unknown as UsersService,
    clock,
    config,
  );
  return { clock, store, cache, users, manager };
}

/** A request carrying `cookie`, and its response (whose Set-Cookie headers the test reads). */
function exchange(cookie?: string) {
  const req = new IncomingMessage(new Socket());
  if (cookie) req.headers.cookie = cookie;
  const res = new ServerResponse(req);
  const setCookies = () => [res.getHeader('set-cookie') ?? []].flat().map(String);
  return { req, res, setCookies };
}

/** The cookie express-session wrote: `s:` + the id signed with cookie-signature, URL-encoded. */
const cookieFor = (sid: string) => `ironkeep.sid=${encodeURIComponent(`s:${sign(sid, SECRET)}`)}`;

function signedInRow(authenticatedAt: number, expiresAt: number) {
  return {
    data: {
      cookie: {
        originalMaxAge: SESSION_IDLE_TIMEOUT_MS,
        expires: new Date(expiresAt).toISOString(),
        secure: false,
        httpOnly: true as const,
        path: '/' as const,
        sameSite: 'lax' as const,
      },
      csrfToken: 'token',
      passport: { user: alice.id },
      authenticatedAt,
      lastActiveAt: authenticatedAt,
    },
    expiresAt,
  };
}

describe('SessionManager', () => {
  it('opens a session stored by express-session (same cookie and JSON) with its user', async () => {
    const { store, manager } = setup();
    store.rows.set('old-sid', signedInRow(NOW - 60_000, NOW + SESSION_IDLE_TIMEOUT_MS));
    const { req, res } = exchange(cookieFor('old-sid'));
    const { session, user } = await manager.open(req, res, false);
    expect(session.id).toBe('old-sid');
    expect(session.data.csrfToken).toBe('token');
    expect(user).toEqual(alice);
  });

  it('treats a cookie with a bad signature or an unknown id as no session', async () => {
    const { store, manager } = setup();
    store.rows.set('sid', signedInRow(NOW, NOW + SESSION_IDLE_TIMEOUT_MS));
    const forged = exchange(`ironkeep.sid=${encodeURIComponent('s:sid.forged')}`);
    expect((await manager.open(forged.req, forged.res, false)).user).toBeUndefined();
    const unknown = exchange(cookieFor('nope'));
    const opened = await manager.open(unknown.req, unknown.res, false);
    expect(opened.session.id).toBeNull();
    expect(opened.user).toBeUndefined();
  });

  it('reads the store once while its copy is fresh, and again after SESSION_CACHE_TTL_MS', async () => {
    const { clock, store, users, manager } = setup();
    store.rows.set('sid', signedInRow(NOW, NOW + SESSION_IDLE_TIMEOUT_MS));
    for (let i = 0; i < 5; i += 1) {
      const { req, res } = exchange(cookieFor('sid'));
      expect((await manager.open(req, res, false)).user).toEqual(alice);
    }
    expect(store.loads).toBe(1);
    expect(users.findSessionUser).toHaveBeenCalledTimes(1);
    clock.advance(SESSION_CACHE_TTL_MS + 1);
    const { req, res } = exchange(cookieFor('sid'));
    await manager.open(req, res, false);
    expect(store.loads).toBe(2);
  });

  it('opens a cached session and user without a promise; a touch due goes through the store', async () => {
    const { clock, store, manager } = setup();
    store.rows.set('sid', signedInRow(NOW, NOW + SESSION_IDLE_TIMEOUT_MS));
    const first = exchange(cookieFor('sid'));
    expect(manager.open(first.req, first.res, false)).toBeInstanceOf(Promise);
    await manager.open(first.req, first.res, false);

    const cached = exchange(cookieFor('sid'));
    const opened = manager.open(cached.req, cached.res, false);
    expect(opened).not.toBeInstanceOf(Promise);
    expect(opened).toMatchObject({ session: { id: 'sid' }, user: alice });

    clock.advance(TOUCH_INTERVAL_MS + 1);
    store.rows.set('sid', signedInRow(NOW, NOW + SESSION_IDLE_TIMEOUT_MS));
    const due = exchange(cookieFor('sid'));
    const touching = manager.open(due.req, due.res, false);
    expect(touching).toBeInstanceOf(Promise);
    expect((await touching).user).toEqual(alice);
    expect(store.saves).toBe(1);
  });

  it('refuses a deactivated user at once when the change is announced, not after the TTL', async () => {
    const { store, users, manager } = setup();
    store.rows.set('sid', signedInRow(NOW, NOW + SESSION_IDLE_TIMEOUT_MS));
    const first = exchange(cookieFor('sid'));
    expect((await manager.open(first.req, first.res, false)).user).toBeDefined();
    users.findSessionUser.mockResolvedValue({ ...alice, isActive: false });
    // UserChanges → SessionInvalidation.evictUser, as UsersService does after a write.
    await (manager as unknown as { invalidation: SessionInvalidation }).invalidation.evictUser(
      alice.id,
    );
    const second = exchange(cookieFor('sid'));
    expect((await manager.open(second.req, second.res, false)).user).toBeUndefined();
  });

  it('touches the session (store write, cookies) at most once a minute', async () => {
    const { clock, store, manager } = setup();
    // Signed in five minutes ago, not touched since.
    store.rows.set(
      'sid',
      signedInRow(NOW - 5 * 60_000, NOW + SESSION_IDLE_TIMEOUT_MS - 5 * 60_000),
    );
    const first = exchange(cookieFor('sid'));
    const { session } = await manager.open(first.req, first.res, false);
    expect(store.saves).toBe(1);
    expect(session.data.lastActiveAt).toBe(NOW);
    expect(store.rows.get('sid')!.expiresAt).toBe(NOW + SESSION_IDLE_TIMEOUT_MS);
    expect(first.setCookies().map((c) => c.split('=')[0])).toEqual([
      'ironkeep.sid',
      'ironkeep_signed_in',
    ]);

    clock.advance(TOUCH_INTERVAL_MS - 1_000);
    const second = exchange(cookieFor('sid'));
    await manager.open(second.req, second.res, false);
    expect(store.saves).toBe(1);
    expect(second.setCookies()).toEqual([]);

    clock.advance(2_000);
    const third = exchange(cookieFor('sid'));
    await manager.open(third.req, third.res, false);
    expect(store.saves).toBe(2);
  });

  it('replaces a signed-in session older than 12 hours with an empty one', async () => {
    const { store, manager } = setup();
    const signedInAt = NOW - SESSION_ABSOLUTE_TIMEOUT_MS - 1;
    store.rows.set('sid', signedInRow(signedInAt, NOW + 60_000));
    const { req, res, setCookies } = exchange(cookieFor('sid'));
    const { session, user } = await manager.open(req, res, false);
    expect(user).toBeUndefined();
    expect(session.id).toBeNull();
    expect(store.rows.has('sid')).toBe(false);
    expect(setCookies()).toContainEqual(expect.stringMatching(/^ironkeep_signed_in=;.*1970/));
  });

  it('keeps a session younger than 12 hours', async () => {
    const { store, manager } = setup();
    store.rows.set(
      'sid',
      signedInRow(NOW - SESSION_ABSOLUTE_TIMEOUT_MS + 60_000, NOW + SESSION_IDLE_TIMEOUT_MS),
    );
    const { req, res } = exchange(cookieFor('sid'));
    expect((await manager.open(req, res, false)).user).toEqual(alice);
  });

  it('saves a new session with a fresh id and a Secure cookie over HTTPS', async () => {
    const { store, manager } = setup();
    const { req, res, setCookies } = exchange();
    const { session } = await manager.open(req, res, true);
    session.data.csrfToken = 't';
    await session.save();
    expect(session.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(store.rows.get(session.id!)!.data.csrfToken).toBe('t');
    const [cookie] = setCookies();
    expect(cookie).toMatch(/^ironkeep\.sid=s%3A/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('answers 503 when the store is down', async () => {
    const { store, manager } = setup();
    store.down = true;
    const { req, res } = exchange(cookieFor('sid'));
    await expect(manager.open(req, res, false)).rejects.toMatchObject({
      code: 'SESSION_STORE_UNAVAILABLE',
    });
  });

  it('forgets a destroyed session at once', async () => {
    const { store, manager } = setup();
    store.rows.set('sid', signedInRow(NOW, NOW + SESSION_IDLE_TIMEOUT_MS));
    const first = exchange(cookieFor('sid'));
    const { session } = await manager.open(first.req, first.res, false);
    await session.destroy();
    const again = exchange(cookieFor('sid'));
    expect((await manager.open(again.req, again.res, false)).user).toBeUndefined();
  });
});
