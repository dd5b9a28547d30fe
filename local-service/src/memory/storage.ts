import { dirname } from 'node:path';
import type { LogLine } from '../http/error-handler';
import { ServiceError } from '../http/service-error';
import { isWritableDir, openDatabase, type Db } from './database';

/** Why the last write failed; cleared by the next write that succeeds. */
export interface StorageProblem {
  status: 507 | 503;
  code: 'STORAGE_FULL' | 'STORAGE_READ_ONLY' | 'STORAGE_UNAVAILABLE';
  message: string;
}

/** A full disk, a read-only folder or a disk error, told from SQLite's error code. */
export function storageProblem(err: unknown, dir: string): StorageProblem | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return undefined;
  if (code === 'SQLITE_FULL') {
    return {
      status: 507,
      code: 'STORAGE_FULL',
      message: `The disk that holds the IronKeep data folder (${dir}) is full, so this could not be saved. Free some space there: the service carries on by itself, and nothing saved before is lost.`,
    };
  }
  if (code.startsWith('SQLITE_READONLY')) {
    return {
      status: 503,
      code: 'STORAGE_READ_ONLY',
      message: `The IronKeep data folder (${dir}) is read-only, so this could not be saved; reading conversations still works. Make it writable again (a volume: mount it read-write) and try again.`,
    };
  }
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN')) {
    return {
      status: 503,
      code: 'STORAGE_UNAVAILABLE',
      message: `The IronKeep data folder (${dir}) could not be written (${code}), so this could not be saved. Check the disk; nothing saved before is lost.`,
    };
  }
  return undefined;
}

/**
 * The SQLite store and what happens when its disk fails: reads go on; a write that cannot be made
 * answers 507 (full) or 503 (read-only, disk error) with a message that says what to do, and the
 * next write simply tries again, so the service recovers by itself when space or write access
 * returns. SQLite rolls the failed transaction back, so nothing is half-written.
 */
export class Storage {
  private current: Db;
  private problem: StorageProblem | undefined;

  constructor(
    readonly path: string,
    private readonly log: LogLine,
  ) {
    this.current = openDatabase(path);
    if (this.current.readonly) {
      this.problem = storageProblem({ code: 'SQLITE_READONLY' }, this.dir);
      log(`memory store opened read-only: ${this.dir} is not writable`);
    }
  }

  get dir(): string {
    return dirname(this.path);
  }

  /** The connection, for reads. */
  get db(): Db {
    return this.current;
  }

  /** Why writes fail at the moment (the last write's problem), if they do. */
  get lastProblem(): StorageProblem | undefined {
    return this.problem;
  }

  /** Runs a write; a storage failure becomes a 507/503 ServiceError. */
  write<T>(work: (db: Db) => T): T {
    this.reopenIfWritableAgain();
    try {
      const result = work(this.current);
      this.problem = undefined;
      return result;
    } catch (err) {
      const problem = storageProblem(err, this.dir);
      if (!problem) throw err;
      if (problem.code !== this.problem?.code)
        this.log(`memory store: ${problem.code} (${(err as Error).message})`);
      this.problem = problem;
      throw new ServiceError(problem.status, problem.code, problem.message);
    }
  }

  /** A write the request does not depend on (a device's last-seen time): failures are logged only. */
  tryWrite(work: (db: Db) => void): void {
    try {
      this.write(work);
    } catch (err) {
      if (!(err instanceof ServiceError)) throw err;
    }
  }

  close(): void {
    this.current.close();
  }

  /** A store opened read-only (its folder was) becomes writable without a restart. */
  private reopenIfWritableAgain(): void {
    if (!this.current.readonly || !isWritableDir(this.dir)) return;
    this.current.close();
    this.current = openDatabase(this.path);
    this.log(`memory store writable again: ${this.dir}`);
  }
}
