import { NestFastifyApplication } from '@nestjs/platform-fastify';
import OpenAI from 'openai';
import { expectStatus } from './api-client';
import { createToken } from './api-token-helpers';
import { createTestApp } from './app.factory';
import { answerWords, InferenceServer, startInferenceServer } from './fake-inference-servers';
import { listenOnFreePort, openAiClient, organizationWithServers } from './gateway-helpers';
import { uploadAndProcess } from './knowledge-helpers';
import { addMember } from './organizations-helpers';

const HOUR = 3_600_000;
const BIG = 'llama3.1:8b';
const SMALL = 'qwen2.5:7b';
const QUESTION = 'How long is a sabbatical of twelve weeks after five years?';
const INSTRUCTIONS = 'You are the HR helper of Acme. Always answer in two sentences.';

type Sent = { model: string; messages: { role: string; content: string }[] };

/** Custom assistants as models of /api/v1 (`assistant:{slug}`, issue 42 item 4), with `openai`. */
describe('Custom assistants through the OpenAI-compatible gateway', () => {
  let app: NestFastifyApplication;
  let big: InferenceServer;
  let small: InferenceServer;
  let insider: OpenAI;
  let outsider: OpenAI;
  let owner: Awaited<ReturnType<typeof organizationWithServers>>['owner'];

  const notFound = async (call: Promise<unknown>, model: string) => {
    const error = await call.then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
    expect((error as InstanceType<typeof OpenAI.NotFoundError>).code).toBe('model_not_found');
    expect((error as Error).message).toMatch(
      `The model \`${model}\` does not exist or you do not have access to it.`,
    );
  };
  const ids = async (client: OpenAI) => (await client.models.list()).data.map((m) => m.id);

  beforeAll(async () => {
    [big, small] = await Promise.all([
      startInferenceServer({ name: 'big', model: BIG }),
      startInferenceServer({ name: 'small', model: SMALL }),
    ]);
    app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      SERVER_HEALTH_INTERVAL_MS: String(HOUR),
    });
    const baseUrl = await listenOnFreePort(app);
    const org = await organizationWithServers(app, [
      { fake: big, model: BIG, name: 'Big box' },
      { fake: small, model: SMALL, name: 'Small box' },
    ]);
    owner = org.owner;
    await owner.client
      .send('put', '/api/organizations/ai-settings', { defaultChatModel: BIG })
      .then(expectStatus(200));
    const inScope = await uploadAndProcess(
      owner.client,
      Buffer.from(
        '# Sabbatical leave\n\nAfter five years every employee may take a sabbatical of twelve weeks.',
      ),
      'Sabbatical policy.md',
    );
    await uploadAndProcess(
      owner.client,
      Buffer.from(
        '# Sabbatical parking\n\nDuring a sabbatical of twelve weeks the parking badge is paused.',
      ),
      'Parking rules.md',
    );
    const [inTeam, outside] = [await addMember(app, org), await addMember(app, org)];
    const team = await owner.client
      .post('/api/organizations/teams', { name: 'People team' })
      .then(expectStatus(201));
    await owner.client
      .send('put', `/api/organizations/teams/${team.body.id}/members/${inTeam.id}`)
      .then(expectStatus(200));
    await owner.client
      .post('/api/organizations/assistants', {
        slug: 'hr-helper',
        name: 'HR helper',
        instructions: INSTRUCTIONS,
        model: SMALL,
        knowledge: { scope: 'documents', documentIds: [inScope.id] },
        access: { teams: [team.body.id] },
      })
      .then(expectStatus(201));
    await owner.client
      .post('/api/organizations/assistants', {
        slug: 'open-bot',
        name: 'Open bot',
        instructions: 'You are brief.',
        knowledge: { scope: 'none' },
      })
      .then(expectStatus(201));
    insider = openAiClient(baseUrl, (await createToken(inTeam.client, ['inference'])).token);
    outsider = openAiClient(baseUrl, (await createToken(outside.client, ['inference'])).token);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([big.stop(), small.stop()]);
  });

  it('lists the assistants each caller may use, beside the models', async () => {
    expect(await ids(insider)).toEqual(
      expect.arrayContaining([BIG, SMALL, 'assistant:hr-helper', 'assistant:open-bot']),
    );
    const theirs = await ids(outsider);
    expect(theirs).toContain('assistant:open-bot');
    expect(theirs).not.toContain('assistant:hr-helper');
    const one = await insider.models.retrieve('assistant:hr-helper');
    expect(one).toMatchObject({ id: 'assistant:hr-helper', object: 'model' });
    await notFound(outsider.models.retrieve('assistant:hr-helper'), 'assistant:hr-helper');
  });

  it('answers as JSON on its model, with its instructions and its scoped passages', async () => {
    const answer = await insider.chat.completions.create({
      model: 'assistant:hr-helper',
      messages: [{ role: 'user', content: QUESTION }],
    });
    expect(answer.choices[0].message.content).toBe(answerWords('small', 5).join(''));
    expect(answer.model).toBe(SMALL);
    const sent = small.calls.at(-1)!.body as unknown as Sent;
    expect(sent.model).toBe(SMALL);
    expect(sent.messages[0].role).toBe('system');
    expect(sent.messages[0].content.startsWith(INSTRUCTIONS)).toBe(true);
    expect(sent.messages[0].content).toMatch(/Sabbatical policy/);
    expect(sent.messages[0].content).not.toMatch(/Parking rules/);
    expect(sent.messages.slice(1)).toEqual([{ role: 'user', content: QUESTION }]);
  });

  it('streams, on the organization default model for an assistant without one', async () => {
    const stream = await insider.chat.completions.create({
      model: 'assistant:open-bot',
      messages: [{ role: 'user', content: QUESTION }],
      stream: true,
    });
    let text = '';
    for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? '';
    expect(text).toBe(answerWords('big', 5).join(''));
    const sent = big.calls.at(-1)!.body as unknown as Sent;
    expect(sent.messages[0].content).toMatch(/^You are brief\./);
    // Knowledge scope "none": no passage of any document.
    expect(sent.messages[0].content).not.toMatch(/Passages:/);
  });

  it('refuses as an unknown model: outside its team, an unknown slug, a model not allowed', async () => {
    const ask = (client: OpenAI, model: string) =>
      client.chat.completions.create({ model, messages: [{ role: 'user', content: 'Hi' }] });
    await notFound(ask(outsider, 'assistant:hr-helper'), 'assistant:hr-helper');
    await notFound(ask(insider, 'assistant:nope'), 'assistant:nope');
    const team = await owner.client
      .post('/api/organizations/teams', { name: 'Nobody' })
      .then(expectStatus(201));
    const rule = `/api/organizations/models/${encodeURIComponent(BIG)}`;
    await owner.client
      .send('put', rule, { access: { teams: [team.body.id] } })
      .then(expectStatus(200));
    try {
      expect(await ids(insider)).not.toContain('assistant:open-bot');
      await notFound(ask(insider, 'assistant:open-bot'), 'assistant:open-bot');
    } finally {
      await owner.client.send('put', rule, { access: 'everyone' }).then(expectStatus(200));
    }
  });
});
