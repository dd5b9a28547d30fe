import { NestFastifyApplication } from '@nestjs/platform-fastify';
import OpenAI from 'openai';
import { DataSource } from 'typeorm';
import { ServerEntity } from '../src/modules/servers/entities/server.entity';
import {
  AllowanceExhaustedError,
  AllowanceState,
  GenerationMeter,
  GenerationRecord,
  TokenAllowance,
} from '../src/modules/usage/usage.contract';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { sql } from './audit-helpers';
import { InferenceServer, startInferenceServer } from './fake-inference-servers';
import { listenOnFreePort, openAiClient, organizationWithServers } from './gateway-helpers';
import { server } from './organizations-helpers';
import { redirectingServer } from './fake-model-servers';

const HOUR = 3_600_000;
const MODEL = 'Qwen/Qwen2.5-7B-Instruct';
const question = [{ role: 'user' as const, content: 'Tell me about our backups' }];

/** Test doubles of the usage seam (the usage module provides the real ones). */
const records: GenerationRecord[] = [];
let allowanceState: AllowanceState | 'exhausted' = {
  limitTokens: 1000,
  remainingTokens: 400,
  resetsAt: new Date('2099-01-01T00:00:00Z'),
};
class MeterDouble extends GenerationMeter {
  record(record: GenerationRecord): void {
    records.push(record);
  }
}
class AllowanceDouble extends TokenAllowance {
  async admit(): Promise<AllowanceState> {
    if (allowanceState === 'exhausted')
      throw new AllowanceExhaustedError({
        limitTokens: 1000,
        remainingTokens: 0,
        resetsAt: new Date('2099-01-01T00:00:00Z'),
      });
    return allowanceState;
  }
}
/** In place of the usage module's own (modules/usage). */
const USAGE_DOUBLES = [
  { provide: GenerationMeter, useClass: MeterDouble },
  { provide: TokenAllowance, useClass: AllowanceDouble },
];

describe('Inference gateway: server keys, SSRF rules, audit and the usage seam', () => {
  let app: NestFastifyApplication;
  let baseUrl: string;
  let keyed: InferenceServer;

  beforeAll(async () => {
    keyed = await startInferenceServer({ name: 'k', model: MODEL, apiKey: 'vllm-secret-key-123' });
    app = await createTestApp(
      { THROTTLE_ENABLED: 'false', SERVER_HEALTH_INTERVAL_MS: String(HOUR) },
      { providers: USAGE_DOUBLES },
    );
    baseUrl = await listenOnFreePort(app);
  });
  afterAll(async () => {
    await app.close();
    await keyed.stop();
  });

  it('sends the server’s own key upstream, stores it sealed, and never shows it', async () => {
    const org = await organizationWithServers(app, [
      { fake: keyed, model: MODEL, apiKey: 'vllm-secret-key-123' },
    ]);
    const [id] = org.serverIds;
    const client = openAiClient(baseUrl, org.inferenceToken);
    const answer = await client.chat.completions.create({ model: MODEL, messages: question });
    expect(answer.choices[0].message.content).toContain('k-0');
    expect(keyed.calls.at(-1)?.authorization).toBe('Bearer vllm-secret-key-123');
    const view = await org.owner.client.agent.get(`/api/servers/${id}`).expect(200);
    expect(view.body.apiKeySet).toBe(true);
    expect(JSON.stringify(view.body)).not.toContain('vllm-secret');
    const [row] = await sql(app, 'SELECT api_key_sealed FROM servers WHERE id = ?', [id]);
    expect(row.api_key_sealed).toMatch(/^v1\./);
    expect(row.api_key_sealed).not.toContain('vllm-secret');
    // The health check sends it too.
    const checked = await org.owner.client.post(`/api/servers/${id}/check`).then(expectStatus(200));
    expect(checked.body).toMatchObject({ status: 'active', apiKeySet: true });
    // Removing the key: the server now refuses IronKeep (401 upstream), so nothing can answer.
    const cleared = await org.owner.client
      .send('put', `/api/servers/${id}/api-key`, { apiKey: null })
      .then(expectStatus(200));
    expect(cleared.body.apiKeySet).toBe(false);
    const err = await client.chat.completions
      .create({ model: MODEL, messages: question })
      .catch((e) => e);
    expect(err.status).toBe(502);
    expect(err.error.code).toBe('upstream_error');
    const actions = (
      await sql(
        app,
        'SELECT action, details FROM audit_entries WHERE organization_id = ? ORDER BY id',
        [org.id],
      )
    ).map((r: { action: string }) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['server_added', 'server_key_changed']));
    await org.owner.client.send('delete', `/api/servers/${id}`).then(expectStatus(200));
    const after = (
      await sql(app, 'SELECT action FROM audit_entries WHERE organization_id = ?', [org.id])
    ).map((r: { action: string }) => r.action);
    expect(after).toContain('server_removed');
    expect(
      JSON.stringify(
        await sql(app, 'SELECT details FROM audit_entries WHERE organization_id = ?', [org.id]),
      ),
    ).not.toContain('vllm-secret');
  });

  it('refuses cloud metadata addresses at registration with 400', async () => {
    const org = await organizationWithServers(app, []);
    for (const url of [
      'http://169.254.169.254/latest',
      'http://metadata.google.internal',
      'http://[fd00:ec2::254]:80',
      'http://[::ffff:169.254.169.254]',
    ]) {
      const res = await org.owner.client.post('/api/servers', server(url)).then(expectStatus(400));
      expect(res.body.code).toBe('INVALID_SERVER_URL');
      expect(res.body.message).toMatch(/metadata/);
    }
  });

  it('checks the address again at request time, and follows no redirect', async () => {
    const redirect = await redirectingServer(() => `${keyed.url}/v1/chat/completions`);
    try {
      const org = await organizationWithServers(app, [
        { fake: keyed, model: MODEL, apiKey: 'vllm-secret-key-123' },
      ]);
      const client = openAiClient(baseUrl, org.inferenceToken);
      const repo = app.get(DataSource).getRepository(ServerEntity);
      const { GatewayService } = await import('../src/modules/gateway/gateway.service');
      const before = keyed.calls.length;
      // A server that redirects elsewhere: refused (502), the target never reached.
      await repo.update({ id: org.serverIds[0] }, { url: redirect.url });
      app.get(GatewayService).catalog.invalidate(org.id);
      const redirected = await client.chat.completions
        .create({ model: MODEL, messages: question })
        .catch((e) => e);
      expect(redirected.status).toBe(502);
      expect(redirected.error.message).toMatch(/redirects are not followed/);
      // As if registered before a rule existed: a link-local address is refused at connect time.
      await repo.update(
        { id: org.serverIds[0] },
        { url: 'http://[fe80::1]:8000', status: 'active' },
      );
      app.get(GatewayService).catalog.invalidate(org.id);
      const refused = await client.chat.completions
        .create({ model: MODEL, messages: question })
        .catch((e) => e);
      expect(refused.status).toBe(503);
      expect(keyed.calls.length).toBe(before);
    } finally {
      await redirect.close();
    }
  });

  it('records every generation once with the server’s exact counts, and applies the allowance', async () => {
    const org = await organizationWithServers(app, [
      { fake: keyed, model: MODEL, apiKey: 'vllm-secret-key-123' },
    ]);
    const client = openAiClient(baseUrl, org.inferenceToken);
    records.length = 0;
    const { response } = await client.chat.completions
      .create({ model: MODEL, messages: question })
      .withResponse();
    expect(response.headers.get('x-ratelimit-limit-tokens')).toBe('1000');
    expect(response.headers.get('x-ratelimit-remaining-tokens')).toBe('400');
    expect(response.headers.get('x-ratelimit-reset-tokens')).toMatch(/^\d+h\d+m\d+s$/);
    const stream = await client.chat.completions.create({
      model: MODEL,
      messages: question,
      stream: true,
    });
    for await (const chunk of stream) void chunk;
    await client.embeddings.create({ model: MODEL, input: 'hello' });
    expect(records).toHaveLength(3);
    expect(
      records.map((r) => [
        r.kind,
        r.promptTokens,
        r.completionTokens,
        r.estimated,
        r.outcome,
        r.status,
      ]),
    ).toEqual([
      ['chat', 5, 5, false, 'ok', 200],
      ['chat', 5, 5, false, 'ok', 200],
      ['embedding', 7, 0, false, 'ok', 200],
    ]);
    expect(records[0]).toMatchObject({
      organizationId: org.id,
      source: 'gateway',
      serverId: org.serverIds[0],
      model: MODEL,
    });
    expect(records[0].apiTokenId).toEqual(expect.any(String));
    expect(records[1].timeToFirstTokenMs).toEqual(expect.any(Number));
    expect(JSON.stringify(records)).not.toContain('backups');

    allowanceState = 'exhausted';
    try {
      const err = await client.chat.completions
        .create({ model: MODEL, messages: question })
        .catch((e) => e);
      expect(err).toBeInstanceOf(OpenAI.RateLimitError);
      expect(err.error).toMatchObject({ type: 'insufficient_quota', code: 'insufficient_quota' });
      expect(err.error.message).toContain('resets at 2099-01-01T00:00:00.000Z');
      expect(err.headers.get('x-ratelimit-remaining-tokens')).toBe('0');
      expect(records).toHaveLength(3);
    } finally {
      allowanceState = {
        limitTokens: null,
        remainingTokens: null,
        resetsAt: new Date('2099-01-01T00:00:00Z'),
      };
    }
  });
});
