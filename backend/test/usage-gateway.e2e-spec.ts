import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer } from './api-token-helpers';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { InferenceServer, startInferenceServer } from './fake-inference-servers';
import {
  GatewayOrg,
  listenOnFreePort,
  openAiClient,
  organizationWithServers,
} from './gateway-helpers';
import { setAllowance } from './usage-admin';
import { metricValue, usageContract } from './usage-helpers';

const MODEL = 'llama3.1:8b';
/** 13 words: the fake server counts a prompt's tokens as its words, and answers 17 words. */
const QUESTION = 'How many GPU servers does our organization run in the Frankfurt data center?';
const messages = [{ role: 'user' as const, content: QUESTION }];
const CHAT = '/api/v1/chat/completions';

/**
 * Issue 33's end-to-end check: calls through the inference gateway (issue 32), counted by the
 * usage module, on two replicas sharing the database and (in the PostgreSQL run) Redis.
 */
describe('Usage through the inference gateway', () => {
  const env = {
    THROTTLE_ENABLED: 'false',
    SERVER_HEALTH_INTERVAL_MS: '3600000',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ironkeep-usage-gateway-')),
    REDIS_PREFIX: `ironkeep-test:${randomBytes(6).toString('hex')}:`,
  };
  let first: NestFastifyApplication;
  let second: NestFastifyApplication;
  let server: InferenceServer;
  let org: GatewayOrg;

  beforeAll(async () => {
    server = await startInferenceServer({ name: 'gpu', model: MODEL });
    first = await createTestApp(env);
    second = await createTestApp(env);
    org = await organizationWithServers(first, [{ fake: server, model: MODEL }]);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await server.stop();
  });
  beforeEach(() => Object.assign(server, { words: 17, calls: [] }));

  it('counts seven calls of 13 + 17 tokens, four JSON and three streamed, as exactly 91 + 119', async () => {
    const client = openAiClient(await listenOnFreePort(first), org.inferenceToken);
    for (let i = 0; i < 4; i++) {
      const answer = await client.chat.completions.create({ model: MODEL, messages });
      expect(answer.usage).toMatchObject({ prompt_tokens: 13, completion_tokens: 17 });
    }
    for (let i = 0; i < 3; i++) {
      // No usage asked for: the gateway asks upstream anyway and strips the chunk.
      const stream = await client.chat.completions.create({ model: MODEL, messages, stream: true });
      for await (const chunk of stream) expect(chunk.usage ?? null).toBeNull();
    }
    expect(server.calls).toHaveLength(7);
    await usageContract(first).flush();

    const report = await org.owner.client.agent
      .get('/api/organizations/usage?groupBy=model')
      .then(expectStatus(200));
    expect(report.body.totals).toMatchObject({
      requests: 7,
      promptTokens: 91,
      completionTokens: 119,
      estimatedRequests: 0,
    });
    expect(report.body.series).toEqual([
      expect.objectContaining({ key: MODEL, promptTokens: 91, completionTokens: 119 }),
    ]);
    const byToken = await org.owner.client.agent
      .get('/api/organizations/usage?groupBy=token')
      .then(expectStatus(200));
    expect(byToken.body.series).toHaveLength(1);
    expect(byToken.body.series[0]).toMatchObject({ key: expect.any(String), totalTokens: 210 });

    const metrics = (await request(first.getHttpServer()).get('/metrics').expect(200)).text;
    const labels = { organization: org.slug, model: MODEL };
    expect(metricValue(metrics, 'ironkeep_llm_tokens_total', { ...labels, kind: 'prompt' })).toBe(
      91,
    );
    expect(
      metricValue(metrics, 'ironkeep_llm_tokens_total', { ...labels, kind: 'completion' }),
    ).toBe(119);
    expect(
      metricValue(metrics, 'ironkeep_llm_requests_total', {
        ...labels,
        server: org.serverIds[0],
        outcome: 'ok',
      }),
    ).toBe(7);

    // The prompt is nowhere in the database: every text column of every table searched.
    const db = first.get(DataSource);
    expect(await tablesHolding(db, org.slug)).toContain('organizations.slug'); // the scan finds text
    expect(await tablesHolding(db, 'Frankfurt data center')).toEqual([]);
  });

  it('stops the next call past an admin-set allowance with 429 insufficient_quota, on either replica', async () => {
    await setAllowance(first, org.id, 250); // 210 used: 40 left
    const onSecond = bearer(second, org.inferenceToken);
    const admitted = await onSecond.post(CHAT, { model: MODEL, messages }).then(expectStatus(200));
    expect(admitted.headers['x-ratelimit-limit-tokens']).toBe('250');
    expect(admitted.headers['x-ratelimit-remaining-tokens']).toBe('40');
    // That call used 30: the month is at 240 of 250. The next one is admitted and ends past it.
    await onSecond.post(CHAT, { model: MODEL, messages }).then(expectStatus(200));
    await usageContract(second).flush();

    for (const replica of [first, second]) {
      const refused = await bearer(replica, org.inferenceToken).post(CHAT, {
        model: MODEL,
        messages,
      });
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatchObject({
        type: 'insufficient_quota',
        code: 'insufficient_quota',
      });
      expect(refused.body.error.message).toMatch(/resets at \d{4}-\d\d-01T00:00:00\.000Z/);
      expect(refused.headers['x-ratelimit-remaining-tokens']).toBe('0');
      expect(refused.headers['x-ratelimit-limit-tokens']).toBe('250');
    }
    expect(server.calls).toHaveLength(2);
    const allowance = await org.owner.client.agent
      .get('/api/organizations/usage/allowance')
      .then(expectStatus(200));
    expect(allowance.body).toMatchObject({ limitTokens: 250, usedTokens: 270, remainingTokens: 0 });
  });
});

/** "table.column" of every text column holding `text` (the whole database, both drivers). */
async function tablesHolding(db: DataSource, text: string): Promise<string[]> {
  const postgres = db.options.type === 'postgres';
  const columns: { table_name: string; column_name: string }[] = postgres
    ? await db.query(
        `SELECT table_name, column_name FROM information_schema.columns
         WHERE table_schema = current_schema()
           AND data_type IN ('text', 'character varying', 'json', 'jsonb', 'bytea')`,
      )
    : await db.query(
        `SELECT m.name AS table_name, p.name AS column_name
         FROM sqlite_master m JOIN pragma_table_info(m.name) p
         WHERE m.type = 'table' AND (p.type LIKE '%char%' OR p.type LIKE '%text%' OR p.type = 'blob')`,
      );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [row] = await db.query(
      `SELECT COUNT(*) AS n FROM "${table}" WHERE CAST("${column}" AS TEXT) LIKE ${postgres ? '$1' : '?'}`,
      [`%${text}%`],
    );
    if (Number(row.n) > 0) found.push(`${table}.${column}`);
  }
  return found;
}
