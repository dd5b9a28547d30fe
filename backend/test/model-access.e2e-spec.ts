import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { expectStatus } from './api-client';
import { bearer, createToken } from './api-token-helpers';
import { createTestApp } from './app.factory';
import { InferenceServer, startInferenceServer } from './fake-inference-servers';
import { GatewayOrg, listenOnFreePort, organizationWithServers } from './gateway-helpers';
import { Account, addMember } from './organizations-helpers';

const HOUR = 3_600_000;
const BIG = 'Qwen/Qwen2.5-72B-Instruct';
const SMALL = 'llama3.1:8b';
const SPARE = 'mistral:7b';
const question = [{ role: 'user', content: 'Hello?' }];
const path = (model: string) => `/api/organizations/models/${encodeURIComponent(model)}`;

/** Issue 40 item 3: who may call which model, aliases and fallbacks, through /api/v1. */
describe('Model access: teams, token model lists, aliases and fallbacks', () => {
  let app: NestFastifyApplication;
  let big: InferenceServer;
  let small: InferenceServer;
  let spare: InferenceServer;
  let org: GatewayOrg;
  let radiologist: Account;
  let intern: Account;
  let radiologistToken: string;
  let internToken: string;
  let teamId: string;

  const chat = (token: string, model: string) =>
    bearer(app, token).post('/api/v1/chat/completions', { model, messages: question });
  const listed = async (token: string) =>
    ((await bearer(app, token).get('/api/v1/models').expect(200)).body.data as { id: string }[])
      .map((m) => m.id)
      .sort();

  beforeAll(async () => {
    [big, small, spare] = await Promise.all([
      startInferenceServer({ name: 'big', model: BIG }),
      startInferenceServer({ name: 'small', model: SMALL }),
      startInferenceServer({ name: 'spare', model: SPARE }),
    ]);
    app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      SERVER_HEALTH_INTERVAL_MS: String(HOUR),
    });
    await listenOnFreePort(app);
    org = await organizationWithServers(app, [
      { fake: big, model: BIG },
      { fake: small, model: SMALL },
      { fake: spare, model: SPARE },
    ]);
    radiologist = await addMember(app, org);
    intern = await addMember(app, org);
    const team = await org.owner.client
      .post('/api/organizations/teams', { name: 'Radiology' })
      .then(expectStatus(201));
    teamId = team.body.id;
    await org.owner.client
      .send('put', `/api/organizations/teams/${teamId}/members/${radiologist.id}`)
      .then(expectStatus(200));
    radiologistToken = (await createToken(radiologist.client, ['inference'])).token;
    internToken = (await createToken(intern.client, ['inference'])).token;
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([big, small, spare].map((s) => s.stop()));
  });

  it('lists every served model as open to everyone by default, to members', async () => {
    const res = await intern.client.agent.get('/api/organizations/models').expect(200);
    expect(res.body).toEqual(
      [BIG, SPARE, SMALL]
        .sort((a, b) => a.localeCompare(b))
        .map((model) => ({ model, access: 'everyone', aliases: [], fallbacks: [], servers: 1 })),
    );
  });

  it('refuses a member who tries to change a rule (403 NOT_ORGANIZATION_ADMIN)', async () => {
    const res = await intern.client.send('put', path(BIG), { access: 'everyone' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_ORGANIZATION_ADMIN');
  });

  it('validates: unknown teams, alias collisions, unknown fallbacks, unserved models', async () => {
    const owner = org.owner.client;
    const unknownTeam = await owner.send('put', path(BIG), {
      access: { teams: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknownTeam.status).toBe(400);
    expect(unknownTeam.body.code).toBe('TEAM_NOT_FOUND');
    const badShape = await owner.send('put', path(BIG), { access: 'nobody' });
    expect(badShape.status).toBe(400);
    const servedName = await owner.send('put', path(BIG), { aliases: [SMALL] });
    expect(servedName.status).toBe(409);
    expect(servedName.body.message).toContain('served model');
    const fallback = await owner.send('put', path(BIG), { fallbacks: ['gpt-5'] });
    expect(fallback.status).toBe(400);
    expect(fallback.body.code).toBe('UNKNOWN_FALLBACK_MODEL');
    const unserved = await owner.send('put', path('nope:1b'), { access: 'everyone' });
    expect(unserved.status).toBe(404);
  });

  it('limits a model to a team: an outsider neither lists nor reaches it, as if absent', async () => {
    const res = await org.owner.client
      .send('put', path(BIG), { access: { teams: [teamId] }, aliases: ['gpt-4o'] })
      .then(expectStatus(200));
    expect(res.body).toMatchObject({
      model: BIG,
      access: { teams: [teamId] },
      aliases: ['gpt-4o'],
    });
    const clash = await org.owner.client.send('put', path(SMALL), { aliases: ['gpt-4o'] });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toContain(`already an alias of "${BIG}"`);

    expect(await listed(internToken)).toEqual([SPARE, SMALL].sort());
    expect(await listed(radiologistToken)).toEqual([BIG, 'gpt-4o', SPARE, SMALL].sort());

    const hidden = await chat(internToken, BIG);
    const absent = await chat(internToken, 'no-such-model');
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({
      error: {
        message: `The model \`${BIG}\` does not exist or you do not have access to it.`,
        type: 'invalid_request_error',
        param: 'model',
        code: 'model_not_found',
      },
    });
    expect(absent.body.error.message).toBe(
      'The model `no-such-model` does not exist or you do not have access to it.',
    );
    expect((await chat(internToken, 'gpt-4o')).status).toBe(404);
    const embed = await bearer(app, internToken).post('/api/v1/embeddings', {
      model: BIG,
      input: 'x',
    });
    expect(embed.status).toBe(404);
    expect(embed.body.error.code).toBe('model_not_found');
    expect(
      (await bearer(app, internToken).get(`/api/v1/models/${encodeURIComponent(BIG)}`)).status,
    ).toBe(404);
    expect(big.calls).toHaveLength(0);
    expect((await chat(internToken, SMALL)).status).toBe(200);

    // The team's member reaches it, by name and through its alias.
    const byName = await chat(radiologistToken, BIG).expect(200);
    expect(byName.headers['x-ironkeep-model']).toBe(BIG);
    const byAlias = await chat(radiologistToken, 'gpt-4o').expect(200);
    expect(byAlias.headers['x-ironkeep-model']).toBe(BIG);
    expect(big.calls.at(-1)?.body.model).toBe(BIG);
  });

  it('limits a token to its model list, set at creation and changed with PATCH', async () => {
    const created = await radiologist.client
      .post('/api/tokens', {
        name: 'one model',
        scopes: ['inference'],
        expiresInDays: 30,
        models: [SMALL],
      })
      .then(expectStatus(201));
    expect(created.body.models).toEqual([SMALL]);
    const token = created.body.token as string;
    expect(await listed(token)).toEqual([SMALL]);
    expect((await chat(token, SMALL)).status).toBe(200);
    expect((await chat(token, SPARE)).status).toBe(404);
    expect((await chat(token, BIG)).body.error.code).toBe('model_not_found');

    const patched = await radiologist.client
      .send('patch', `/api/tokens/${created.body.id}`, { models: ['gpt-4o'] })
      .then(expectStatus(200));
    expect(patched.body.models).toEqual(['gpt-4o']);
    expect(await listed(token)).toEqual([BIG, 'gpt-4o'].sort());
    expect((await chat(token, 'gpt-4o')).status).toBe(200);
    expect((await chat(token, SMALL)).status).toBe(404);
    // Someone else's token is unknown; a token cannot change tokens.
    const other = await intern.client.send('patch', `/api/tokens/${created.body.id}`, {
      models: null,
    });
    expect(other.status).toBe(404);
    const byToken = await request(app.getHttpServer())
      .patch(`/api/tokens/${created.body.id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ models: null });
    expect(byToken.status).toBe(403);
  });

  it('falls back to the next model the caller may use when the first has no server up', async () => {
    await org.owner.client
      .send('put', path(SMALL), { fallbacks: ['gpt-4o', SPARE] })
      .then(expectStatus(200));
    await small.stop();
    try {
      // The team's member: the big model (through its alias) answers.
      const member = await chat(radiologistToken, SMALL).expect(200);
      expect(member.headers['x-ironkeep-model']).toBe(BIG);
      expect(member.body.model).toBe(BIG);
      // The outsider may not use the big model: the spare one answers.
      const outsider = await chat(internToken, SMALL).expect(200);
      expect(outsider.headers['x-ironkeep-model']).toBe(SPARE);
      expect(spare.calls.at(-1)?.body.model).toBe(SPARE);
    } finally {
      await small.start();
    }
  });

  it('records each change in the audit trail', async () => {
    const res = await org.owner.client.agent.get('/api/organizations/audit').expect(200);
    const models = (res.body.data as { action: string; details: { model: string } }[])
      .filter((e) => e.action === 'model_access_changed')
      .map((e) => e.details.model);
    expect(models).toEqual(expect.arrayContaining([BIG, SMALL]));
  });
});
