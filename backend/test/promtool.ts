import { spawnSync } from 'node:child_process';

/**
 * Runs Debian's promtool (package `prometheus`; .ci/run installs it). Missing promtool is a
 * test failure with a clear message, never a silent skip.
 */
export function promtool(args: string[], input?: string): { code: number; output: string } {
  const result = spawnSync('promtool', args, { input, encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new Error(
      'promtool not found: install it with `apt-get install -y prometheus` (CI does)',
    );
  }
  return { code: result.status ?? -1, output: `${result.stdout}${result.stderr}` };
}
