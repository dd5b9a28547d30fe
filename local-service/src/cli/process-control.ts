import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { CliHome } from './cli-home';

/** Above this the log is rotated to service.log.1 when the service starts. */
const MAX_LOG_BYTES = 5 * 1024 * 1024;

export function readPid(home: CliHome): number | undefined {
  try {
    const pid = Number(readFileSync(home.pidFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function writePid(home: CliHome, pid: number): void {
  writeFileSync(home.pidFile, `${pid}\n`, { mode: 0o600 });
}

export function removePid(home: CliHome): void {
  rmSync(home.pidFile, { force: true });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The pid file's process if it is still our service. On Linux the command line is checked, so a
 * recycled pid that now belongs to another program is never signalled.
 */
export function runningPid(home: CliHome): number | undefined {
  const pid = readPid(home);
  if (pid === undefined || !isAlive(pid)) return undefined;
  const cmdline = `/proc/${pid}/cmdline`;
  if (existsSync(cmdline) && !readFileSync(cmdline, 'utf8').includes('server.js')) return undefined;
  return pid;
}

export function rotateLog(home: CliHome): void {
  try {
    if (statSync(home.logFile).size > MAX_LOG_BYTES) renameSync(home.logFile, `${home.logFile}.1`);
  } catch {
    // no log yet
  }
}

/** The last `count` lines of the service log (for start failures and support bundles). */
export function tailLog(file: string, count: number): string {
  try {
    const lines = readFileSync(file, 'utf8').split('\n');
    if (lines.at(-1) === '') lines.pop();
    return lines.slice(-count).join('\n');
  } catch {
    return '';
  }
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls `condition` every 100 ms until it holds or `timeoutMs` passes. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(100);
  }
  return condition();
}
