import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { packageRoot } from './config';

describe('the npm package (npm install -g @ironkeep/local-service)', () => {
  const pkg = JSON.parse(readFileSync(join(packageRoot(), 'package.json'), 'utf8'));

  it('is named @ironkeep/local-service, publishable, and installs the `ironkeep` command', () => {
    assert.equal(pkg.name, '@ironkeep/local-service');
    assert.equal(pkg.private, undefined);
    assert.deepEqual(pkg.bin, { ironkeep: 'dist/cli.js' });
    assert.equal(
      readFileSync(join(packageRoot(), 'dist', 'cli.js'), 'utf8').split('\n')[0],
      '#!/usr/bin/env node',
    );
  });

  it('ships the compiled service and CLI, not the tests or their fakes', () => {
    const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
      cwd: packageRoot(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const files = (JSON.parse(output) as { files: { path: string }[] }[])[0].files.map(
      (f) => f.path,
    );
    for (const file of ['dist/cli.js', 'dist/server.js', 'dist/config.js', 'package.json']) {
      assert.ok(files.includes(file), file);
    }
    assert.deepEqual(
      files.filter(
        (f) => f.includes('.test.') || f.startsWith('dist/testing/') || f.startsWith('src/'),
      ),
      [],
    );
  });
});
