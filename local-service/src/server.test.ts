import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { startServer } from './server';
import { freePort, listen } from './testing/http';
import { tempDataDir, testConfig } from './testing/service';

describe('startServer', () => {
  it('listens and serves /health', async () => {
    const config = testConfig();
    const running = await startServer(config, { log: () => undefined });
    try {
      assert.match(running.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.equal((await fetch(`${running.url}/health`)).status, 200);
      assert.equal(running.webUrl, undefined);
    } finally {
      await running.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });

  it('explains a port that is already taken, naming the setting', async () => {
    const taken = await listen((_req, res) => res.end());
    const config = testConfig({ port: Number(new URL(taken.url).port) });
    try {
      await assert.rejects(
        startServer(config, { log: () => undefined }),
        /Port \d+ \(chat service\) is already in use\. .*LOCAL_SERVICE_PORT/,
      );
    } finally {
      await taken.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('node dist/server.js with PORT set (as `npm start` runs it beside the backend)', () => {
  it('listens on LOCAL_SERVICE_PORT and leaves PORT to the backend', async () => {
    // The "backend": something already listening on PORT.
    const backend = await listen((_req, res) => res.end('backend'));
    const backendPort = new URL(backend.url).port;
    const localPort = await freePort();
    const dataDir = tempDataDir();
    const child = spawn(process.execPath, [join(__dirname, 'server.js')], {
      env: {
        PATH: process.env.PATH,
        PORT: backendPort,
        LOCAL_SERVICE_PORT: String(localPort),
        DATA_DIR: dataDir,
        OLLAMA_URL: 'http://127.0.0.1:9',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      while (!output.includes('listening on') && child.exitCode === null) {
        await Promise.race([once(child.stdout, 'data'), once(child, 'exit')]);
      }
      assert.match(output, new RegExp(`listening on http://127\\.0\\.0\\.1:${localPort}`), output);
      const health = (await (await fetch(`http://127.0.0.1:${localPort}/health`)).json()) as {
        service: string;
      };
      assert.equal(health.service, 'ironkeep-local');
      assert.equal(await (await fetch(backend.url)).text(), 'backend');
    } finally {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      await backend.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
