import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import request from 'supertest';
import { AllowanceExhaustedError } from '../src/modules/usage/usage.contract';
import { expectStatus } from './api-client';
import { createTestApp, E2E_DB } from './app.factory';
import { fakeOllama } from './fake-model-servers';
import { addMember, newOrganization, server } from './organizations-helpers';
import { generation, metricValue, SERVER_ID, usageContract } from './usage-helpers';

/**
 * The usage module through its contract, as the inference gateway calls it: record() once per
 * generation, admit() before each (docs/usage.md).
 */
describe('Usage metering through GenerationMeter and TokenAllowance', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_ENABLED: 'false' });
  });
  afterAll(() => app.close());

  it('counts seven generations of 13 + 17 tokens as exactly 91 + 119 everywhere', async () => {
    const org = await newOrganization(app, 'professional');
    const usage = usageContract(app);
    expect(await usage.allowance.admit(org.id)).toMatchObject({
      limitTokens: 50_000_000,
      remainingTokens: 50_000_000,
    });
    for (let i = 0; i < 7; i++) {
      usage.meter.record(generation(org.id, { userId: org.owner.id, outcome: 'ok' }));
    }
    // Before the batch is written, admit() already counts the tokens on this replica.
    expect((await usage.allowance.admit(org.id)).remainingTokens).toBe(50_000_000 - 210);
    await usage.flush();

    const [stored] = await app.get(DataSource).query(
      `SELECT COUNT(*) AS n, SUM(prompt_tokens) AS prompt, SUM(completion_tokens) AS completion
         FROM usage_records WHERE organization_id = ${E2E_DB === 'postgres' ? '$1' : '?'}`,
      [org.id],
    );
    expect([stored.n, stored.prompt, stored.completion].map(Number)).toEqual([7, 91, 119]);

    const report = await org.owner.client.agent
      .get('/api/organizations/usage?groupBy=model')
      .then(expectStatus(200));
    expect(report.body.totals).toMatchObject({
      requests: 7,
      promptTokens: 91,
      completionTokens: 119,
    });
    expect(report.body.series).toEqual([
      expect.objectContaining({ key: 'llama3.2', promptTokens: 91, completionTokens: 119 }),
    ]);
    expect(report.body.allowance).toMatchObject({ limitTokens: 50_000_000, usedTokens: 210 });

    const metrics = (await request(app.getHttpServer()).get('/metrics').expect(200)).text;
    const labels = { organization: org.slug, model: 'llama3.2' };
    expect(metricValue(metrics, 'ironkeep_llm_tokens_total', { ...labels, kind: 'prompt' })).toBe(
      91,
    );
    expect(
      metricValue(metrics, 'ironkeep_llm_tokens_total', { ...labels, kind: 'completion' }),
    ).toBe(119);
    expect(
      metricValue(metrics, 'ironkeep_llm_requests_total', {
        ...labels,
        server: SERVER_ID,
        outcome: 'ok',
      }),
    ).toBe(7);
    expect(
      metricValue(metrics, 'ironkeep_llm_request_duration_seconds_count', { model: 'llama3.2' }),
    ).toBeGreaterThanOrEqual(7);
    expect(metricValue(metrics, 'ironkeep_llm_month_tokens_used', { organization: org.slug })).toBe(
      210,
    );
    expect(
      metricValue(metrics, 'ironkeep_llm_month_token_allowance', { organization: org.slug }),
    ).toBe(50_000_000);
  });

  it('stores counts and timings only: no column could hold a prompt or an answer', async () => {
    const table = await app.get(DataSource).createQueryRunner().getTable('usage_records');
    expect(table?.columns.map((c) => c.name).sort()).toEqual(
      [
        'id',
        'occurred_at',
        'organization_id',
        'user_id',
        'api_token_id',
        'server_id',
        'model',
        'source',
        'kind',
        'prompt_tokens',
        'completion_tokens',
        'estimated',
        'latency_ms',
        'ttft_ms',
        'outcome',
        'status',
      ].sort(),
    );
  });

  it('shows the owner everyone and a member their own calls', async () => {
    const org = await newOrganization(app, 'professional');
    const member = await addMember(app, org);
    const usage = usageContract(app);
    usage.meter.record(generation(org.id, { userId: org.owner.id, promptTokens: 100 }));
    usage.meter.record(generation(org.id, { userId: member.id, promptTokens: 5 }));
    usage.meter.record(
      generation(org.id, { userId: member.id, model: 'mistral', outcome: 'error' }),
    );
    await usage.flush();

    const all = await org.owner.client.agent
      .get('/api/organizations/usage?groupBy=member')
      .then(expectStatus(200));
    expect(all.body.scope).toBe('organization');
    expect(
      all.body.series.map((s: { label: string; promptTokens: number }) => [
        s.label,
        s.promptTokens,
      ]),
    ).toEqual([
      [org.owner.username, 100],
      [member.username, 18],
    ]);
    const own = await member.client.agent
      .get('/api/organizations/usage?groupBy=model')
      .then(expectStatus(200));
    expect(own.body.scope).toBe('own');
    expect(own.body.totals).toMatchObject({ requests: 2, promptTokens: 18, failedRequests: 1 });
    // The allowance is the organization's, whoever asks.
    expect(own.body.allowance.usedTokens).toBe(105 + 13 + 17 * 3);
  });

  it('answers AllowanceExhaustedError once an admin-set allowance is used up', async () => {
    const org = await newOrganization(app, 'starter');
    const usage = usageContract(app);
    expect((await usage.allowance.admit(org.id)).limitTokens).toBe(5_000_000);
    usage.meter.record(generation(org.id));
    const { setAllowance } = await import('./usage-admin');
    await setAllowance(app, org.id, 31);
    // 30 of 31 used: admitted, one token left (the call may finish past it).
    expect(await usage.allowance.admit(org.id)).toMatchObject({
      limitTokens: 31,
      remainingTokens: 1,
    });
    usage.meter.record(generation(org.id));
    const refused = await usage.allowance.admit(org.id).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(AllowanceExhaustedError);
    const state = (refused as AllowanceExhaustedError).state;
    expect(state).toMatchObject({ limitTokens: 31, remainingTokens: 0 });
    const now = new Date();
    expect(state.resetsAt.toISOString()).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
    );
    expect((refused as Error).message).toContain(state.resetsAt.toISOString());

    await setAllowance(app, org.id, null);
    expect(await usage.allowance.admit(org.id)).toMatchObject({
      limitTokens: null,
      remainingTokens: null,
    });
  });

  it("exports each AI server's last health check as ironkeep_llm_server_up", async () => {
    const org = await newOrganization(app);
    const ollama = await fakeOllama(['llama3.2:latest']);
    const created = await org.owner.client
      .post('/api/servers', server(ollama.url, { name: 'GPU box' }))
      .then(expectStatus(201));
    const id = created.body.id;
    const scrape = async () => (await request(app.getHttpServer()).get('/metrics')).text;
    // Not checked yet: left out rather than reported down.
    expect(metricValue(await scrape(), 'ironkeep_llm_server_up', { server: id })).toBeUndefined();
    await org.owner.client.post(`/api/servers/${id}/check`).then(expectStatus(200));
    let text = await scrape();
    expect(metricValue(text, 'ironkeep_llm_server_up', { server: id })).toBe(1);
    expect(
      metricValue(text, 'ironkeep_llm_server_info', {
        server: id,
        organization: org.slug,
        name: 'GPU box',
        model: 'llama3.2',
      }),
    ).toBe(1);
    await ollama.close();
    await org.owner.client.post(`/api/servers/${id}/check`).then(expectStatus(200));
    text = await scrape();
    expect(metricValue(text, 'ironkeep_llm_server_up', { server: id })).toBe(0);
    await org.owner.client.post(`/api/servers/${id}/stop`).then(expectStatus(200));
    expect(metricValue(await scrape(), 'ironkeep_llm_server_up', { server: id })).toBeUndefined();
  });
});
