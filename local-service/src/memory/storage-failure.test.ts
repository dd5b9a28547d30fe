import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';

const DRILL = join(__dirname, '..', 'testing', 'storage-drill.js');

/**
 * testing/storage-drill.ts needs to mount a small tmpfs, fill it and remount it read-only. It runs
 * in a private mount namespace (`unshare`; as a normal user, a user namespace that maps them to
 * root), so nothing is mounted outside it and the mount ends with it, whatever happens.
 */
function runDrill(mountPoint: string): Promise<{ code: number | null; output: string }> {
  const isRoot = process.getuid?.() === 0;
  const namespace = isRoot ? [] : ['--user', '--map-root-user'];
  const env: NodeJS.ProcessEnv = { ...process.env, IRONKEEP_DRILL_MOUNT: mountPoint };
  delete env.NODE_TEST_CONTEXT; // a test run of its own, reporting to us as plain TAP
  const child = spawn(
    'unshare',
    [
      ...namespace,
      '--mount',
      '--propagation',
      'private',
      process.execPath,
      '--test',
      '--test-reporter=tap',
      DRILL,
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

describe('memory store: disk full and read-only (issue 25 item 4)', () => {
  it('passes the drill in a private mount namespace', async () => {
    const mountPoint = mkdtempSync(join(tmpdir(), 'ironkeep-drill-'));
    try {
      const { code, output } = await runDrill(mountPoint);
      assert.equal(code, 0, output);
      assert.match(output, /^# pass 2$/m, output);
      assert.match(output, /^# fail 0$/m, output);
    } finally {
      rmSync(mountPoint, { recursive: true, force: true });
    }
  });
});
