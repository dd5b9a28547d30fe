import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { listen } from '../testing/http';
import { startFakeOllama, type FakeOllama } from '../testing/fake-ollama';
import { initOnFreePorts, runIronkeep, stopLeftoverService, tempHome } from '../testing/cli';
import { postJson } from '../testing/service';
import { isAlive } from './process-control';

describe('ironkeep start | status | stop', () => {
  const home = tempHome();
  let ollama: FakeOllama;
  let port: number;
  let pid: number | undefined;

  before(async () => {
    ollama = await startFakeOllama();
    port = Number(new URL(await initOnFreePorts(home.dir, ['--ollama-url', ollama.url])).port);
  });
  after(async () => {
    await stopLeftoverService(home.dir);
    if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL'); // its pid file is gone after `stop`
    await ollama.close();
    home.remove();
  });

  it('status before start: not running, exit 3', async () => {
    const run = await runIronkeep(['status'], home.dir);
    assert.equal(run.code, 3);
    assert.match(run.stdout, /not running\. Start it with `ironkeep start`/);
  });

  it('start: detached service, pid file, log file, and it answers chat', async () => {
    const run = await runIronkeep(['start'], home.dir);
    assert.equal(run.code, 0, run.stderr + run.stdout);
    pid = Number(readFileSync(join(home.dir, 'ironkeep.pid'), 'utf8'));
    assert.ok(isAlive(pid));
    assert.match(run.stdout, new RegExp(`IronKeep local service started \\(pid ${pid}\\)`));
    assert.match(run.stdout, new RegExp(`Chat API: +http://127\\.0\\.0\\.1:${port}`));
    assert.match(run.stdout, /Model runtime: Ollama at .* — reachable/);
    const reply = await postJson(`http://127.0.0.1:${port}/chat`, {
      message: 'Hello',
      session_id: 'cli_1',
    });
    assert.equal(reply.status, 200);
    assert.match(
      readFileSync(join(home.dir, 'logs', 'service.log'), 'utf8'),
      /listening on http:\/\/127\.0\.0\.1:\d+/,
    );
  });

  it('start again: already running, exit 0, same pid', async () => {
    const run = await runIronkeep(['start'], home.dir);
    assert.equal(run.code, 0);
    assert.match(run.stdout, new RegExp(`already running \\(pid ${pid}\\)`));
  });

  it('status: running with runtime, model, memory and license lines, exit 0', async () => {
    const run = await runIronkeep(['status'], home.dir);
    assert.equal(run.code, 0);
    assert.match(
      run.stdout,
      new RegExp(
        `running \\(pid ${pid}\\) at http://127\\.0\\.0\\.1:${port}, version \\d+\\.\\d+\\.\\d+, ok`,
      ),
    );
    assert.match(run.stdout, /Memory: +SQLite .*local-service\.sqlite — ok, 1 session\(s\)/);
    assert.match(run.stdout, /License: +Not Licensed \(no key configured; chat still works\)/);
    const json = JSON.parse((await runIronkeep(['status', '--json'], home.dir)).stdout);
    assert.equal(json.running, true);
    assert.equal(json.pid, pid);
    assert.equal(json.health.service, 'ironkeep-local');
  });

  it('stop: the process ends, the pid file goes; status says not running', async () => {
    const run = await runIronkeep(['stop'], home.dir);
    assert.equal(run.code, 0);
    assert.match(run.stdout, new RegExp(`Stopped the IronKeep local service \\(pid ${pid}\\)`));
    assert.equal(isAlive(pid!), false);
    assert.equal(existsSync(join(home.dir, 'ironkeep.pid')), false);
    assert.equal((await runIronkeep(['status'], home.dir)).code, 3);
    assert.match(
      readFileSync(join(home.dir, 'logs', 'service.log'), 'utf8'),
      /SIGTERM received, shutting down/,
    );
    const again = await runIronkeep(['stop'], home.dir);
    assert.equal(again.code, 0);
    assert.match(again.stdout, /not running/);
  });

  it('start on a taken port: exit 1 with the log lines that say why, no pid file left', async () => {
    const squatter = await listen((_req, res) => res.end());
    try {
      const run = await runIronkeep(['start'], home.dir, {
        LOCAL_SERVICE_PORT: new URL(squatter.url).port,
      });
      assert.equal(run.code, 1);
      assert.match(run.stderr, /stopped during start-up/);
      assert.match(run.stderr, /Port \d+ \(chat service\) is already in use/);
      assert.match(run.stderr, /ironkeep doctor/);
      assert.equal(existsSync(join(home.dir, 'ironkeep.pid')), false);
    } finally {
      await squatter.close();
    }
  });
});
