import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runCli, USAGE, type CliIo } from './cli';
import { deadUrl, fakeOllama, serveApp, testConfig } from './testing';

function captureIo(env: NodeJS.ProcessEnv = {}) {
  const io = {
    stdout: '',
    stderr: '',
    started: 0,
    env,
    out(text: string) {
      io.stdout += text;
    },
    err(text: string) {
      io.stderr += text;
    },
    async start() {
      io.started++;
    },
  };
  return io satisfies CliIo;
}

describe('ironkeep-local CLI', () => {
  it('--help prints the usage and exits 0', async () => {
    const io = captureIo();
    assert.equal(await runCli(['--help'], io), 0);
    assert.equal(io.stdout, USAGE);
    assert.match(io.stdout, /ironkeep-local start/);
    assert.match(io.stdout, /ironkeep-local health/);
  });

  it('an unknown command prints the usage to stderr and exits 2', async () => {
    const io = captureIo();
    assert.equal(await runCli(['frobnicate'], io), 2);
    assert.match(io.stderr, /Unknown command "frobnicate"/);
    assert.match(io.stderr, /Usage:/);
  });

  it('start applies --port and --ollama-url and starts the service', async () => {
    const io = captureIo();
    assert.equal(await runCli(['start', '--port', '9191', '--ollama-url=http://gpu:11434'], io), 0);
    assert.equal(io.started, 1);
    assert.equal(io.env.PORT, '9191');
    assert.equal(io.env.OLLAMA_URL, 'http://gpu:11434');
  });

  it('start rejects unknown options', async () => {
    const io = captureIo();
    assert.equal(await runCli(['start', '--prot', '1'], io), 2);
    assert.equal(io.started, 0);
  });

  it('health prints the /health JSON of a running service', async () => {
    const ollama = await fakeOllama();
    const app = await serveApp(testConfig({ ollamaUrl: ollama.url }));
    try {
      const io = captureIo();
      assert.equal(await runCli(['health', '--url', app.url], io), 0);
      assert.deepEqual(JSON.parse(io.stdout), {
        status: 'ok',
        service: 'ironkeep-local',
        version: '9.9.9-test',
        ollama: { url: ollama.url, reachable: true },
      });
      assert.equal(io.stderr, '');
    } finally {
      await app.close();
      await ollama.close();
    }
  });

  it('health warns when Ollama is unreachable but still exits 0', async () => {
    const app = await serveApp(testConfig({ ollamaUrl: await deadUrl() }));
    try {
      const io = captureIo({ IRONKEEP_LOCAL_URL: app.url });
      assert.equal(await runCli(['health'], io), 0);
      assert.equal(JSON.parse(io.stdout).ollama.reachable, false);
      assert.match(io.stderr, /Ollama is not reachable/);
    } finally {
      await app.close();
    }
  });

  it('health exits 1 with advice when the service is not running', async () => {
    const io = captureIo();
    assert.equal(await runCli(['health', '--url', await deadUrl()], io), 1);
    assert.match(io.stderr, /Could not reach the IronKeep local service .*ECONNREFUSED/);
    assert.match(io.stderr, /ironkeep-local start/);
  });
});
