import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { deadUrl, freePort, listen } from '../testing/http';
import { startFakeOllama, type FakeOllama } from '../testing/fake-ollama';
import { runIronkeep, tempHome } from '../testing/cli';
import { createSigner, issueKey } from '../testing/license-keys';

/** The line of one check, e.g. "FAIL  Model runtime  ...". */
function line(stdout: string, name: string): string {
  const found = stdout.split('\n').find((l) => new RegExp(`^(PASS|WARN|FAIL)  ${name}  `).test(l));
  assert.ok(found, `no "${name}" line in:\n${stdout}`);
  return found;
}

/** The fix printed under a check's line. */
function fixAfter(stdout: string, name: string): string {
  const lines = stdout.split('\n');
  return lines[lines.indexOf(line(stdout, name)) + 1];
}

describe('ironkeep doctor', () => {
  const home = tempHome();
  let ollama: FakeOllama;
  let ports: { port: string; webPort: string };

  before(async () => {
    ollama = await startFakeOllama({ models: ['mistral:7b'] });
    ports = { port: String(await freePort()), webPort: String(await freePort()) };
  });
  after(async () => {
    await ollama.close();
    home.remove();
  });

  it('with Ollama down: FAIL for the runtime with how to start it, and exit 1', async () => {
    const env = {
      OLLAMA_URL: await deadUrl(),
      LOCAL_SERVICE_PORT: ports.port,
      LOCAL_WEB_PORT: ports.webPort,
    };
    const run = await runIronkeep(['doctor'], home.dir, env);
    assert.equal(run.code, 1);
    assert.match(
      line(run.stdout, 'Model runtime'),
      /^FAIL .*Ollama is not reachable at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)/,
    );
    assert.match(
      fixAfter(run.stdout, 'Model runtime'),
      /^ {6}fix: Install Ollama .*`ollama serve`/,
    );
    assert.match(line(run.stdout, 'Model'), /^WARN .*not checked/);
    assert.match(run.stdout, /\d+ passed, \d+ warnings?, [1-9]\d* failed$/m);
  });

  it('with Ollama up and the model pulled: every runtime line passes; exit code follows the FAIL lines', async () => {
    await runIronkeep(
      [
        'init',
        '--yes',
        '--ollama-url',
        ollama.url,
        '--port',
        ports.port,
        '--web-port',
        ports.webPort,
      ],
      home.dir,
    );
    const run = await runIronkeep(['doctor'], home.dir);
    for (const name of [
      'Node.js',
      'Configuration',
      'Service port',
      'Web port',
      'Model runtime',
      'Model',
    ]) {
      assert.match(line(run.stdout, name), /^PASS /, name);
    }
    assert.match(line(run.stdout, 'Model'), /mistral:7b is available/);
    assert.match(line(run.stdout, 'License'), /^WARN .*Not Licensed: chat works/);
    for (const name of ['CPU', 'Memory', 'Disk', 'Operating system']) line(run.stdout, name);
    // Hardware differs between machines: the exit code must agree with whatever it found.
    assert.equal(run.code, /^FAIL /m.test(run.stdout) ? 1 : 0);
  });

  it('a model that is not pulled fails with `ironkeep pull <model>` as the fix', async () => {
    const run = await runIronkeep(['doctor'], home.dir, { MODEL_NAME: 'llama3.2' });
    assert.equal(run.code, 1);
    assert.match(line(run.stdout, 'Model'), /^FAIL .*llama3\.2 is not pulled/);
    assert.match(fixAfter(run.stdout, 'Model'), /fix: Run `ironkeep pull llama3\.2`/);
  });

  it('a port held by another program fails, naming it and how to choose another', async () => {
    const squatter = await listen((_req, res) => res.end('not ironkeep'));
    try {
      const run = await runIronkeep(['doctor'], home.dir, {
        LOCAL_SERVICE_PORT: new URL(squatter.url).port,
      });
      assert.equal(run.code, 1);
      assert.match(
        line(run.stdout, 'Service port'),
        /^FAIL .*Port \d+ is in use by another program/,
      );
      assert.match(fixAfter(run.stdout, 'Service port'), /ironkeep init --port \d+/);
    } finally {
      await squatter.close();
    }
  });

  it('checks the configured license offline', async () => {
    const signer = createSigner();
    const env = { LICENSE_PUBLIC_KEY: signer.publicKeyPem };
    const valid = await runIronkeep(['doctor'], home.dir, {
      ...env,
      IRONKEEP_LICENSE_KEY: issueKey(signer, 'pro'),
    });
    assert.match(
      line(valid.stdout, 'License'),
      /^PASS .*Pro, 5 users, Acme Health, expires 2027-01-01/,
    );
    const expired = await runIronkeep(['doctor'], home.dir, {
      ...env,
      IRONKEEP_LICENSE_KEY: issueKey(signer, 'starter', { exp: '2020-01-01T00:00:00.000Z' }),
    });
    assert.match(
      line(expired.stdout, 'License'),
      /^WARN .*expired on 2020-01-01.*\(LICENSE_EXPIRED\); chat still works/,
    );
    const noKey = await runIronkeep(['doctor'], home.dir, {
      IRONKEEP_LICENSE_KEY: issueKey(signer, 'pro'),
    });
    assert.match(fixAfter(noKey.stdout, 'License'), /ironkeep init --public-key/);
  });

  it('--json prints every check', async () => {
    const run = await runIronkeep(['doctor', '--json'], home.dir);
    const report = JSON.parse(run.stdout) as { checks: { name: string; status: string }[] };
    assert.ok(report.checks.length >= 11);
    assert.ok(report.checks.every((c) => ['pass', 'warn', 'fail'].includes(c.status)));
  });
});
