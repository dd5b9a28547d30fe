import { Logger } from '@nestjs/common';
import { RequestHandler } from 'express';
import session, { Store } from 'express-session';
import { Clock } from '../../common/clock/clock';
import { SessionsErrors } from './sessions.errors';
import { clearSignedInHint, setSignedInHint } from './signed-in-hint';
import {
  AppConfig,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
} from '../../config/app-config.service';

export const SESSION_COOKIE_NAME = 'ironkeep.sid';

/**
 * Cookie sessions: HttpOnly, SameSite=Lax, Secure in production. `rolling` renews the
 * 30-minute idle expiry on every response; the 12-hour absolute limit is enforced below.
 */
export function sessionMiddleware(store: Store, config: AppConfig): RequestHandler {
  const handler = session({
    name: SESSION_COOKIE_NAME,
    secret: config.session.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.http.trustProxy,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.session.secureCookie,
      maxAge: SESSION_IDLE_TIMEOUT_MS,
      path: '/',
    },
  });
  // A store that cannot be reached (Redis down) is a 503 the client may retry, never a 500.
  return (req, res, next) =>
    handler(req, res, (err?: unknown) => {
      if (err === undefined) return next();
      logger.warn(`Session store unavailable: ${err instanceof Error ? err.message : err}`);
      next(SessionsErrors.storeUnavailable());
    });
}

const logger = new Logger('Sessions');

// Writing lastActiveAt on every request would rewrite the session each time; once a minute is enough.
const ACTIVITY_RESOLUTION_MS = 60 * 1000;

/** Ends signed-in sessions older than 12 hours and records last activity. */
export function sessionLifetimeMiddleware(clock: Clock, secureCookie: boolean): RequestHandler {
  return (req, res, next) => {
    const s = req.session;
    if (!s?.authenticatedAt) return next();
    const now = clock.nowMs();
    if (now - s.authenticatedAt > SESSION_ABSOLUTE_TIMEOUT_MS) {
      req.user = undefined;
      clearSignedInHint(res);
      // A fresh, empty session (new id) rather than none: later handlers, such as
      // GET /api/csrf-token, can rely on req.session existing.
      return s.regenerate((err) => next(err));
    }
    if (!s.lastActiveAt || now - s.lastActiveAt > ACTIVITY_RESOLUTION_MS) {
      s.lastActiveAt = now;
      setSignedInHint(res, secureCookie);
    }
    next();
  };
}
