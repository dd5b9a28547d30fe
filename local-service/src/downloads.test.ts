import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { packageRoot } from './config';

interface Manifest {
  version: string;
  files: { component: string; name: string; url: string; size: number; sha256: string }[];
}

const list = (archive: string) =>
  execFileSync('tar', ['tzf', archive], { encoding: 'utf8' }).trim().split('\n');

describe('scripts/publish-downloads.js (the /download page’s Manual tab files, make build)', () => {
  const temp = mkdtempSync(join(tmpdir(), 'ironkeep-downloads-'));
  const pkg = join(temp, 'package');
  const web = join(temp, 'web-dist');
  let manifest: Manifest;

  before(() => {
    // A copy of this package, so the script's web/ copy never touches the real one.
    mkdirSync(pkg);
    cpSync(join(packageRoot(), 'package.json'), join(pkg, 'package.json'));
    cpSync(join(packageRoot(), 'dist'), join(pkg, 'dist'), { recursive: true });
    mkdirSync(join(web, 'assets'), { recursive: true });
    mkdirSync(join(web, 'downloads'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>IronKeep</title>');
    writeFileSync(join(web, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(web, 'downloads', 'stale.tgz'), 'an older build');
    execFileSync(
      process.execPath,
      [
        join(packageRoot(), 'scripts', 'publish-downloads.js'),
        '--package-dir',
        pkg,
        '--web-dist',
        web,
      ],
      { stdio: 'pipe' },
    );
    manifest = JSON.parse(readFileSync(join(web, 'downloads', 'manifest.json'), 'utf8'));
  });
  after(() => rmSync(temp, { recursive: true, force: true }));

  it('lists the package and the web client with their size and SHA-256, replacing what was there', () => {
    const version = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8')).version;
    assert.equal(manifest.version, version);
    assert.deepEqual(
      manifest.files.map((f) => [f.component, f.name, f.url]),
      [
        [
          'chat-service',
          `ironkeep-local-service-${version}.tgz`,
          `/downloads/ironkeep-local-service-${version}.tgz`,
        ],
        [
          'web-interface',
          `ironkeep-web-${version}.tar.gz`,
          `/downloads/ironkeep-web-${version}.tar.gz`,
        ],
      ],
    );
    const sums = readFileSync(join(web, 'downloads', 'SHA256SUMS'), 'utf8');
    for (const file of manifest.files) {
      const body = readFileSync(join(web, 'downloads', file.name));
      assert.equal(file.size, body.length);
      assert.equal(file.sha256, createHash('sha256').update(body).digest('hex'));
      assert.ok(sums.includes(`${file.sha256}  ${file.name}\n`), file.name);
    }
    assert.throws(() => readFileSync(join(web, 'downloads', 'stale.tgz')));
  });

  it('the package holds the service, the CLI and the web client, but no tests and no downloads', () => {
    const entries = list(join(web, 'downloads', manifest.files[0].name));
    for (const file of [
      'package/dist/server.js',
      'package/dist/cli.js',
      'package/web/index.html',
    ]) {
      assert.ok(entries.includes(file), file);
    }
    assert.deepEqual(
      entries.filter((e) => /\.test\.|dist\/testing\/|web\/downloads/.test(e)),
      [],
    );
  });

  it('the web client archive is the built site without downloads/', () => {
    const entries = list(join(web, 'downloads', manifest.files[1].name));
    assert.ok(entries.includes('./index.html') && entries.includes('./assets/app.js'));
    assert.deepEqual(
      entries.filter((e) => e.includes('downloads')),
      [],
    );
  });
});
