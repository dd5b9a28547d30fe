import { HttpStatus } from '@nestjs/common';
import { AppError } from './app-error';

/** Seconds a client should wait before asking again while storage is unavailable. */
export const STORAGE_RETRY_AFTER_SECONDS = 2;

// PostgreSQL SQLSTATEs of a server that is going away or not taking connections (class 08
// connection exceptions, 57P0x operator intervention), and socket errors on the way there.
const PG_UNAVAILABLE = /^(08\d{3}|57P0[1-4]|53300)$/;
const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
// node-postgres' own words for a pool or connection that cannot serve.
const PG_CLIENT_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established|the database system is (starting up|shutting down)/i;
// SQLite: a disk that is full, and a file that cannot be written (read-only mount, I/O error).
const SQLITE_FULL = new Set(['SQLITE_FULL']);
const SQLITE_UNWRITABLE = /^SQLITE_(READONLY|IOERR|CANTOPEN|PERM|BUSY|LOCKED)/;

/**
 * A database that cannot answer right now (PostgreSQL restarting, the pool unable to connect,
 * SQLite's disk full or read-only) as the error the client should see: 503 with Retry-After, or
 * 507 when the disk is full, instead of a 500. Undefined for anything else.
 */
export function storageError(exception: unknown): AppError | undefined {
  const { code, message } = driverError(exception);
  if (code && SQLITE_FULL.has(code)) {
    return new AppError(
      HttpStatus.INSUFFICIENT_STORAGE,
      'STORAGE_FULL',
      'The server has run out of disk space, so nothing was saved. Reading still works; please try again once space is freed.',
    );
  }
  const unavailable =
    (code !== undefined &&
      (PG_UNAVAILABLE.test(code) || SOCKET_ERRORS.has(code) || SQLITE_UNWRITABLE.test(code))) ||
    PG_CLIENT_MESSAGES.test(message);
  if (!unavailable) return undefined;
  return new AppError(
    HttpStatus.SERVICE_UNAVAILABLE,
    'DATABASE_UNAVAILABLE',
    'The database is not available right now. Please try again in a moment.',
  );
}

/** TypeORM wraps the driver's error (QueryFailedError.driverError); pg and better-sqlite3 put a
 * `code` on theirs. */
function driverError(exception: unknown): { code?: string; message: string } {
  const outer = (exception ?? {}) as { code?: unknown; message?: unknown; driverError?: unknown };
  const inner = (outer.driverError ?? {}) as { code?: unknown; message?: unknown };
  const code = [inner.code, outer.code].find((c): c is string => typeof c === 'string');
  const message = [inner.message, outer.message].filter((m) => typeof m === 'string').join(' ');
  return { code, message };
}
