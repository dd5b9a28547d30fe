import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { readPackageVersion } from '../config';
import { runIronkeep, tempHome } from '../testing/cli';

const COMMANDS = 'init doctor start stop status pull support-bundle license'.split(' ');

describe('ironkeep --help and usage errors', () => {
  const home = tempHome();
  after(() => home.remove());

  it('--help lists every command and the exit codes', async () => {
    const run = await runIronkeep(['--help'], home.dir);
    assert.equal(run.code, 0);
    for (const command of COMMANDS) {
      assert.match(run.stdout, new RegExp(`^  ${command} `, 'm'), command);
    }
    assert.match(run.stdout, /Exit codes: 0 ok, 1 something is wrong/);
  });

  for (const command of COMMANDS) {
    it(`${command} --help prints its usage and exits 0`, async () => {
      const run = await runIronkeep([command, '--help'], home.dir);
      assert.equal(run.code, 0);
      assert.match(run.stdout, new RegExp(`^Usage: ironkeep ${command}`));
      assert.match(run.stdout, /Exit codes:/);
    });
  }

  it('--version prints the package version', async () => {
    const run = await runIronkeep(['--version'], home.dir);
    assert.equal(run.code, 0);
    assert.equal(run.stdout.trim(), readPackageVersion());
  });

  it('an unknown command or option exits 2 with a hint', async () => {
    const unknown = await runIronkeep(['frobnicate'], home.dir);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /unknown command 'frobnicate'/);
    const option = await runIronkeep(['doctor', '--nope'], home.dir);
    assert.equal(option.code, 2);
    assert.match(option.stderr, /unknown option '--nope'/);
    assert.match(option.stderr, /--help/);
  });
});
