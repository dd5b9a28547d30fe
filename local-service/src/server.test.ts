import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { startServer } from './server';
import { deadUrl, listen, testConfig } from './testing';

describe('startServer', () => {
  it('listens and serves /health', async () => {
    const running = await startServer(testConfig({ ollamaUrl: await deadUrl() }));
    try {
      assert.match(running.url, /^http:\/\/127\.0\.0\.1:\d+$/);
      const res = await fetch(`${running.url}/health`);
      assert.equal(res.status, 200);
    } finally {
      await running.close();
    }
  });

  it('explains a port that is already taken', async () => {
    const taken = await listen((_req, res) => res.end());
    try {
      const port = Number(new URL(taken.url).port);
      await assert.rejects(startServer(testConfig({ port })), /Port \d+ is already in use/);
    } finally {
      await taken.close();
    }
  });
});
