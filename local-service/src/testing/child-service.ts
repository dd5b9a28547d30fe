import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { freePort } from './http';

export interface ChildService {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once the output contains `text`; rejects if the process ends first. */
  waitForOutput(text: string): Promise<void>;
  /** The exit code, once it has ended. */
  exited(): Promise<number | null>;
}

/**
 * `node dist/server.js` as its own process (signals, exit codes), on a free port with a clean
 * environment plus `env`; resolves once it listens.
 */
export async function startChildService(env: Record<string, string>): Promise<ChildService> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(__dirname, '..', 'server.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      LOCAL_SERVICE_PORT: String(port),
      LOCAL_WEB_DIR: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  const waitForOutput = async (text: string) => {
    while (!output.includes(text)) {
      if (child.exitCode !== null)
        throw new Error(`the service exited before "${text}":\n${output}`);
      await Promise.race([once(child.stdout!, 'data'), exit]);
    }
  };
  await waitForOutput('listening on');
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    waitForOutput,
    exited: () => exit,
  };
}
