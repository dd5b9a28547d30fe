import { QueryFailedError } from 'typeorm';
import { storageError } from './storage-errors';

const withCode = (code: string, message = 'driver error') =>
  Object.assign(new Error(message), { code });
const wrapped = (driver: Error) => new QueryFailedError('SELECT 1', [], driver);

describe('storageError', () => {
  it.each([
    ['PostgreSQL shutting down (57P01)', wrapped(withCode('57P01'))],
    ['PostgreSQL starting up (57P03)', wrapped(withCode('57P03'))],
    ['connection failure (08006)', wrapped(withCode('08006'))],
    ['connection refused', withCode('ECONNREFUSED')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
    ['connection terminated', new Error('Connection terminated unexpectedly')],
    ['SQLite read-only', wrapped(withCode('SQLITE_READONLY'))],
    ['SQLite I/O error', wrapped(withCode('SQLITE_IOERR_WRITE'))],
  ])('answers %s with 503 DATABASE_UNAVAILABLE', (_name, error) => {
    expect(storageError(error)).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(storageError(error)!.getStatus()).toBe(503);
  });

  it('answers a full SQLite disk with 507 STORAGE_FULL', () => {
    const error = storageError(wrapped(withCode('SQLITE_FULL', 'database or disk is full')));
    expect(error).toMatchObject({ code: 'STORAGE_FULL' });
    expect(error!.getStatus()).toBe(507);
  });

  it.each([
    ['a unique violation', wrapped(withCode('23505'))],
    ['a SQLite constraint', wrapped(withCode('SQLITE_CONSTRAINT_UNIQUE'))],
    ['a plain bug', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('leaves %s alone', (_name, error) => {
    expect(storageError(error)).toBeUndefined();
  });
});
