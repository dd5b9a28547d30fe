import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deadUrl } from '../testing/http';
import { startFakeOllama } from '../testing/fake-ollama';
import { plain, runIronkeep, runOnTerminal, tempHome } from '../testing/cli';

const percents = (stdout: string) =>
  [...stdout.matchAll(/^pulling [0-9a-f]{12} +(\d+)% \(/gm)].map((match) => Number(match[1]));

describe('ironkeep pull', () => {
  it('streams /api/pull progress (every 10 %) to success; the model is then listed', async () => {
    const ollama = await startFakeOllama({ models: [] });
    const home = tempHome();
    try {
      const run = await runIronkeep(['pull'], home.dir, { OLLAMA_URL: ollama.url });
      assert.equal(run.code, 0, run.stderr);
      assert.deepEqual(percents(run.stdout), [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
      assert.match(run.stdout, /^Pulling mistral:7b from Ollama at http/m);
      assert.match(run.stdout, /pulling manifest\n/);
      assert.match(
        run.stdout,
        /verifying sha256 digest\nwriting manifest\nsuccess\nmistral:7b is ready/,
      );
      assert.match(run.stdout, /\(4\.1 GB \/ 4\.1 GB\)/);
      assert.ok(ollama.models.has('mistral:7b'));
      assert.ok(ollama.requests.includes('POST /api/pull'));
    } finally {
      await ollama.close();
      home.remove();
    }
  });

  it('draws a live cli-progress bar on a terminal', async () => {
    const ollama = await startFakeOllama({ models: [], pullDelayMs: 5 });
    const home = tempHome();
    try {
      const run = await runOnTerminal(['pull', 'llama3.2'], home.dir, { OLLAMA_URL: ollama.url });
      const screen = plain(run.stdout);
      assert.equal(run.code, 0, screen);
      assert.match(screen, /pulling [0-9a-f]{12} █+ 100% \| 4\.1 GB \/ 4\.1 GB/);
      assert.match(screen, /llama3\.2 is ready/);
    } finally {
      await ollama.close();
      home.remove();
    }
  });

  it('a download that breaks off exits 1 and says to run it again; the rerun resumes', async () => {
    const ollama = await startFakeOllama({ models: [], failPullAt: 0.55 });
    const home = tempHome();
    try {
      const first = await runIronkeep(['pull', 'llama3.2'], home.dir, { OLLAMA_URL: ollama.url });
      assert.equal(first.code, 1);
      assert.deepEqual(percents(first.stdout), [0, 10, 20, 30, 40, 50]);
      assert.match(
        first.stderr,
        /Pulling llama3\.2 failed: max retries exceeded.*Run `ironkeep pull llama3\.2` again to resume/,
      );
      const second = await runIronkeep(['pull', 'llama3.2'], home.dir, { OLLAMA_URL: ollama.url });
      assert.equal(second.code, 0, second.stderr);
      assert.equal(percents(second.stdout)[0], 50, 'Ollama resumed from the bytes it had');
      assert.ok(ollama.models.has('llama3.2:latest'));
    } finally {
      await ollama.close();
      home.remove();
    }
  });

  it("an unknown model: Ollama's error, exit 1", async () => {
    const ollama = await startFakeOllama({ unknownModels: ['no-such-model'] });
    const home = tempHome();
    try {
      const run = await runIronkeep(['pull', 'no-such-model'], home.dir, {
        OLLAMA_URL: ollama.url,
      });
      assert.equal(run.code, 1);
      assert.match(
        run.stderr,
        /Pulling no-such-model failed: pull model manifest: file does not exist/,
      );
    } finally {
      await ollama.close();
      home.remove();
    }
  });

  it('Ollama down: a clear error naming its address and `ollama serve`, exit 1', async () => {
    const home = tempHome();
    const url = await deadUrl();
    try {
      const run = await runIronkeep(['pull'], home.dir, { OLLAMA_URL: url });
      assert.equal(run.code, 1);
      assert.equal(
        run.stderr.trim(),
        `Ollama is not reachable at ${url}. Start it with \`ollama serve\` (install: https://ollama.com/download), then run \`ironkeep pull mistral:7b\` again.`,
      );
    } finally {
      home.remove();
    }
  });

  it('with an OpenAI-compatible runtime: explains that the server loads its own model', async () => {
    const home = tempHome();
    try {
      const run = await runIronkeep(['pull'], home.dir, { MODEL_RUNTIME: 'openai' });
      assert.equal(run.code, 1);
      assert.match(run.stderr, /downloads models into Ollama.*vllm serve/);
    } finally {
      home.remove();
    }
  });
});
