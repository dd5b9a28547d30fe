import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import * as tar from 'tar';
import { deadUrl } from '../testing/http';
import { runIronkeep, tempHome } from '../testing/cli';
import { createSigner, issueKey } from '../testing/license-keys';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('ironkeep support-bundle', () => {
  it('writes one .tar.gz with versions, redacted config, doctor output and logs; no secret inside', async () => {
    const home = tempHome();
    const signer = createSigner();
    const licenseKey = issueKey(signer, 'pro', { lid: 'lic-4242', org: 'Acme Health' });
    const apiKey = 'sk-very-secret-api-key';
    try {
      const init = await runIronkeep(
        [
          'init',
          '--yes',
          '--license-key',
          licenseKey,
          '--runtime',
          'openai',
          '--openai-base-url',
          `${await deadUrl()}/v1`,
          '--openai-api-key',
          apiKey,
        ],
        home.dir,
      );
      assert.equal(init.code, 0, init.stderr);
      mkdirSync(join(home.dir, 'logs'));
      writeFileSync(
        join(home.dir, 'logs', 'service.log'),
        `2026-01-01T00:00:00Z [ironkeep-local] listening\nsomeone pasted ${licenseKey} here\nAuthorization: Bearer ${apiKey}\nplain ${apiKey}\n`,
      );
      const output = join(home.dir, 'bundle.tar.gz');
      const run = await runIronkeep(['support-bundle', '--output', output], home.dir);
      assert.equal(run.code, 0, run.stderr);
      assert.match(run.stdout, new RegExp(`Support bundle written to ${output}`));
      assert.equal(statSync(output).mode & 0o777, 0o600);

      const extracted = join(home.dir, 'extracted');
      mkdirSync(extracted);
      await tar.extract({ file: output, cwd: extracted });
      const [folder] = readdirSync(extracted);
      assert.match(folder, /^ironkeep-support-\d{8}-\d{6}$/);
      const root = join(extracted, folder);
      assert.deepEqual(readdirSync(root).sort(), [
        'README.txt',
        'config.json',
        'doctor.json',
        'doctor.txt',
        'environment.json',
        'logs',
        'status.json',
        'versions.json',
      ]);
      const read = (file: string) => readFileSync(join(root, file), 'utf8');

      for (const file of filesUnder(root)) {
        const text = readFileSync(file, 'utf8');
        assert.ok(!text.includes(licenseKey.slice(20, 60)), `license key in ${file}`);
        assert.ok(!text.includes(apiKey), `API key in ${file}`);
      }
      const config = JSON.parse(read('config.json')).config;
      assert.equal(
        config.licenseKey,
        'IRON-PRO-[REDACTED] (license lic-4242, Acme Health, pro, expires 2027-01-01)',
      );
      assert.equal(config.openaiApiKey, '[REDACTED]');
      assert.equal(config.runtime, 'openai');
      assert.equal(JSON.parse(read('versions.json')).node, process.versions.node);
      assert.match(
        read('doctor.txt'),
        /^FAIL {2}Model runtime +OpenAI-compatible server is not reachable/m,
      );
      assert.ok(JSON.parse(read('doctor.json')).length >= 11);
      assert.equal(JSON.parse(read('status.json')).health, null);
      const log = read('logs/service.log');
      assert.match(log, /someone pasted IRON-PRO-\[REDACTED\] here/);
      assert.match(log, /Authorization: Bearer \[REDACTED\]/);
      assert.match(log, /plain \[REDACTED\]/);
    } finally {
      home.remove();
    }
  });
});
