import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAlive } from '../cli/process-control';
import { freePort } from './http';

/** The built `ironkeep` binary (dist/cli.js), as npm links it. */
export const CLI = join(__dirname, '..', 'cli.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `ironkeep <args>` as a child process with a private IRONKEEP_HOME and a clean
 * environment (nothing from the developer's shell, such as OLLAMA_URL, leaks in).
 */
export function runIronkeep(
  args: string[],
  home: string,
  env: Record<string, string> = {},
): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', IRONKEEP_HOME: home, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * Runs the binary on a pseudo-terminal (util-linux `script`), so it sees a TTY: prompts and live
 * progress bars. `answer` is called with the output so far and returns keys to type, if any.
 */
export function runOnTerminal(
  args: string[],
  home: string,
  env: Record<string, string>,
  answer: (output: string) => string | undefined = () => undefined,
): Promise<CliRun> {
  // A new pty has no size (0 columns), which makes prompt libraries wrap after every character.
  const command = `stty cols 120 rows 40; exec ${[process.execPath, CLI, ...args].map((part) => `'${part}'`).join(' ')}`;
  return new Promise((resolve, reject) => {
    const child = spawn('script', ['-qfec', command, '/dev/null'], {
      env: { PATH: process.env.PATH ?? '', IRONKEEP_HOME: home, TERM: 'xterm', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const keys = answer(stdout);
      if (keys) child.stdin.write(keys);
    });
    // A prompt that never appears must fail the test, not hang it (closing the pty ends the CLI).
    const guard = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(guard);
      resolve({ code, stdout, stderr: '' });
    });
  });
}

/** Terminal output without colours and cursor movements. */
export function plain(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;?]*[A-Za-z]|\x1b[78]/g, '').replace(/\r/g, '');
}

export function tempHome(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'ironkeep-home-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * `ironkeep init --yes` with the chat API and the web interface on free ports, plus `flags`;
 * returns the chat API's address (the service is not started).
 */
export async function initOnFreePorts(home: string, flags: string[]): Promise<string> {
  const port = await freePort();
  // Two probes in a row may be handed the same free port (it happened in CI): ask again.
  let webPort = await freePort();
  while (webPort === port) webPort = await freePort();
  const init = await runIronkeep(
    ['init', '--yes', ...flags, '--port', String(port), '--web-port', String(webPort)],
    home,
  );
  assert.equal(init.code, 0, init.stderr);
  return `http://127.0.0.1:${port}`;
}

/** Never leaves a service behind: `ironkeep stop`, then SIGKILL what the pid file still names. */
export async function stopLeftoverService(home: string): Promise<void> {
  await runIronkeep(['stop'], home);
  try {
    const pid = Number(readFileSync(join(home, 'ironkeep.pid'), 'utf8'));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  } catch {
    // no pid file: nothing left running
  }
}
