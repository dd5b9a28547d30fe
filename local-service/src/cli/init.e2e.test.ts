import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { createSigner, issueKey } from '../testing/license-keys';
import { plain, runIronkeep, runOnTerminal, tempHome } from '../testing/cli';
import { cliHome } from './cli-home';
import { loadSettings } from './settings';

const readConfig = (home: string) => JSON.parse(readFileSync(join(home, 'config.json'), 'utf8'));

describe('ironkeep init (flags)', () => {
  it('writes config.json (owner-only) from the flags, the license key masked in the output', async () => {
    const home = tempHome();
    const signer = createSigner();
    const key = issueKey(signer, 'pro', { org: 'Acme Health' });
    const pem = join(home.dir, 'ironkeep-public.pem');
    writeFileSync(pem, signer.publicKeyPem);
    try {
      const run = await runIronkeep(
        [
          'init',
          '--license-key',
          key,
          '--public-key',
          pem,
          '--ollama-url',
          'http://gpu-box:11434/',
          '--model',
          'llama3.2',
          '--port',
          '8090',
          '--web-port',
          '3002',
        ],
        home.dir,
      );
      assert.equal(run.code, 0, run.stderr);
      assert.deepEqual(readConfig(home.dir), {
        runtime: 'ollama',
        ollamaUrl: 'http://gpu-box:11434',
        openaiBaseUrl: 'http://localhost:8000/v1',
        model: 'llama3.2',
        port: 8090,
        webPort: 3002,
        licenseKey: key,
        licensePublicKey: signer.publicKeyPem.trim(),
      });
      assert.equal(statSync(join(home.dir, 'config.json')).mode & 0o777, 0o600);
      assert.match(run.stdout, /license: {2}IRON-PRO-\[REDACTED\]/);
      assert.match(run.stdout, /check: {4}Pro, 5 users, Acme Health, expires 2027-01-01/);
      assert.ok(!run.stdout.includes(key), 'the key is never printed');
    } finally {
      home.remove();
    }
  });

  it('keeps the web origins allowed to use the service, passes them on, refuses a path', async () => {
    const home = tempHome();
    try {
      const run = await runIronkeep(
        ['init', '--cors-origins', 'https://ironkeep.example.com/, http://ai.internal:8081'],
        home.dir,
      );
      assert.equal(run.code, 0, run.stderr);
      assert.deepEqual(readConfig(home.dir).corsOrigins, [
        'https://ironkeep.example.com',
        'http://ai.internal:8081',
      ]);
      assert.match(run.stdout, /pages: {4}this machine's, https:\/\/ironkeep\.example\.com/);
      const settings = loadSettings(cliHome({ IRONKEEP_HOME: home.dir }), {});
      assert.ok(settings.service.corsOrigins.includes('http://ai.internal:8081'));
      const bad = await runIronkeep(['init', '--cors-origins', 'https://x.example/chat'], home.dir);
      assert.equal(bad.code, 2);
      assert.match(bad.stderr, /is not a web origin/);
      await runIronkeep(['init', '--cors-origins', ''], home.dir);
      assert.equal(readConfig(home.dir).corsOrigins, undefined);
    } finally {
      home.remove();
    }
  });

  it('keeps earlier answers when run again with other flags', async () => {
    const home = tempHome();
    try {
      await runIronkeep(
        [
          'init',
          '--runtime',
          'openai',
          '--openai-base-url',
          'http://vllm:8000/v1',
          '--openai-api-key',
          'sk-1',
          '--model',
          'm',
        ],
        home.dir,
      );
      await runIronkeep(['init', '--port', '9000'], home.dir);
      const config = readConfig(home.dir);
      assert.equal(config.runtime, 'openai');
      assert.equal(config.openaiApiKey, 'sk-1');
      assert.equal(config.port, 9000);
    } finally {
      home.remove();
    }
  });

  it('refuses bad input with exit 2 and writes nothing', async () => {
    const home = tempHome();
    try {
      const cases = [
        [
          ['--license-key', 'IRON-PRO-1234'],
          /--license-key: This is not a valid IronKeep license key/,
        ],
        [['--port', '99999'], /--port: A port is a number from 1 to 65535/],
        [['--ollama-url', 'localhost:11434'], /--ollama-url: The address must use http or https/],
        [['--runtime', 'llamacpp'], /argument 'llamacpp' is invalid/],
        [['--port', '3001'], /must differ/],
        [['--public-key', 'not-a-key'], /--public-key is not an Ed25519 public key/],
      ] as const;
      for (const [flags, message] of cases) {
        const run = await runIronkeep(['init', ...flags], home.dir);
        assert.equal(run.code, 2, flags.join(' '));
        assert.match(run.stderr, message);
      }
      assert.equal(existsSync(join(home.dir, 'config.json')), false);
    } finally {
      home.remove();
    }
  });
});

describe('ironkeep init (interactive wizard on a terminal)', () => {
  it('asks each question with @clack/prompts and saves the answers', async () => {
    const home = tempHome();
    const signer = createSigner();
    const key = issueKey(signer, 'starter');
    // Each prompt's text, and what a user types at it (\r = Enter, \x1b[B = arrow down, \x15 = clear line).
    const script: [RegExp, string][] = [
      [/License key/, `${key}\r`],
      [/Model runtime/, '\x1b[B\r'],
      [/Server address/, '\x15http://127.0.0.1:8000/v1\r'],
      [/API key/, 'sk-typed-secret\r'],
      [/◆ {2}Model\b/, 'qwen2.5\r'],
      [/Chat service port/, '\x15' + '8085\r'],
      [/Web interface port/, '\r'],
    ];
    let step = 0;
    try {
      const run = await runOnTerminal(['init'], home.dir, {}, (output) => {
        const text = plain(output);
        if (step < script.length && script[step][0].test(text.slice(text.lastIndexOf('◆')))) {
          return script[step++][1];
        }
        return undefined;
      });
      assert.equal(run.code, 0, plain(run.stdout));
      assert.equal(step, script.length);
      assert.match(plain(run.stdout), /Saved\./);
      const config = readConfig(home.dir);
      assert.equal(config.licenseKey, key);
      assert.equal(config.runtime, 'openai');
      assert.equal(config.openaiBaseUrl, 'http://127.0.0.1:8000/v1');
      assert.equal(config.openaiApiKey, 'sk-typed-secret');
      assert.equal(config.model, 'qwen2.5');
      assert.equal(config.port, 8085);
      assert.equal(config.webPort, 3001);
      assert.ok(!plain(run.stdout).includes('sk-typed-secret'), 'the API key prompt is masked');
    } finally {
      home.remove();
    }
  });
});
