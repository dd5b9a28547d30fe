import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { InferenceServer, startInferenceServer } from './fake-inference-servers';
import { GatewayOrg, organizationWithServers } from './gateway-helpers';
import { uploadAndProcess } from './knowledge-helpers';
import { conversations, setPreferences } from './memory-helpers';
import { Account, addMember } from './organizations-helpers';
import { parseSse, SseEvent } from './sse-helpers';

const HOUR = 3_600_000;
const BIG = 'llama3.1:8b';
const SMALL = 'qwen2.5:7b';

type Sent = { model: string; messages: { role: string; content: string }[] };
const lastCall = (server: InferenceServer) => server.calls.at(-1)!.body as unknown as Sent;
const text = (events: SseEvent[]) =>
  events
    .filter((e) => e.type === 'chunk')
    .map((e) => e.content)
    .join('');

/** The members' workspace stream (issue 42 items 1, 4, 5): model choice, chat, custom assistants. */
describe('The workspace stream: chosen models, the plain chat and custom assistants', () => {
  let app: NestFastifyApplication;
  let big: InferenceServer;
  let small: InferenceServer;
  let org: GatewayOrg;
  let member: Account;

  const stream = (who: Account, assistant: string, body: Record<string, unknown>) =>
    who.client.post(`/api/assistants/${assistant}/stream`, { sessionId: 'ws-1', ...body });

  beforeAll(async () => {
    [big, small] = await Promise.all([
      startInferenceServer({ name: 'big', model: BIG }),
      startInferenceServer({ name: 'small', model: SMALL }),
    ]);
    app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      SERVER_HEALTH_INTERVAL_MS: String(HOUR),
    });
    org = await organizationWithServers(app, [
      { fake: big, model: BIG, name: 'Big box' },
      { fake: small, model: SMALL, name: 'Small box' },
    ]);
    await org.owner.client
      .send('put', '/api/organizations/ai-settings', { defaultChatModel: BIG })
      .then(expectStatus(200));
    member = await addMember(app, org);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([big.stop(), small.stop()]);
  });

  it('answers on the chosen model, remembers it, and refuses a model the member may not use', async () => {
    const res = await stream(member, 'brain', {
      query: 'Write a haiku about rain',
      model: SMALL,
    }).then(expectStatus(200));
    expect(parseSse(res.text).events[0]).toMatchObject({ answeredBy: `${SMALL} on Small box` });
    expect(lastCall(small).model).toBe(SMALL);

    // The plain chat: a model is required, and nothing of IronKeep's own knowledge base is used.
    const missing = await stream(member, 'chat', { query: 'Hello' }).then(expectStatus(400));
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', message: ['Choose a model'] });
    await setPreferences(member, { memoryEnabled: true });
    const chat = await stream(member, 'chat', {
      query: 'How do I back up and restore IronKeep?',
      model: BIG,
      sessionId: 'ws-chat',
    }).then(expectStatus(200));
    const { events } = parseSse(chat.text);
    expect(events[0]).toMatchObject({
      sources: [],
      general: true,
      answeredBy: `${BIG} on Big box`,
    });
    expect(events.at(-1)).toEqual({ type: 'complete' });
    const sent = lastCall(big);
    expect(sent.model).toBe(BIG);
    expect(sent.messages[0].content).toMatch(/^You are a helpful assistant\./);
    expect(sent.messages[0].content).not.toMatch(/IronKeep/);
    const [conversation] = (await conversations(member)).filter((c) => c.sessionId === 'ws-chat');
    expect(conversation).toMatchObject({ assistantType: 'chat', model: BIG });

    const unknown = await stream(member, 'chat', { query: 'Hi', model: 'gpt-9' }).then(
      expectStatus(404),
    );
    expect(unknown.body).toMatchObject({
      code: 'MODEL_NOT_FOUND',
      message: 'The model `gpt-9` does not exist or you do not have access to it.',
    });
    // Restricted to a team the member is not in: the same 404, on the chat and on a built-in.
    const team = await org.owner.client
      .post('/api/organizations/teams', { name: 'Small model users' })
      .then(expectStatus(201));
    await org.owner.client
      .send('put', `/api/organizations/models/${encodeURIComponent(SMALL)}`, {
        access: { teams: [team.body.id] },
      })
      .then(expectStatus(200));
    try {
      for (const assistant of ['chat', 'deploy']) {
        const hidden = await stream(member, assistant, { query: 'Hi', model: SMALL }).then(
          expectStatus(404),
        );
        expect(hidden.body.message).toBe(
          `The model \`${SMALL}\` does not exist or you do not have access to it.`,
        );
      }
    } finally {
      await org.owner.client
        .send('put', `/api/organizations/models/${encodeURIComponent(SMALL)}`, {
          access: 'everyone',
        })
        .then(expectStatus(200));
    }
  });

  it('a custom assistant answers with its instructions, its model and its documents only', async () => {
    const inScope = await uploadAndProcess(
      org.owner.client,
      Buffer.from(
        '# Sabbatical leave\n\nAfter five years every employee may take a sabbatical of twelve weeks.',
      ),
      'Sabbatical policy.md',
    );
    await uploadAndProcess(
      org.owner.client,
      Buffer.from(
        '# Sabbatical parking\n\nDuring a sabbatical of twelve weeks the parking badge is paused.',
      ),
      'Parking rules.md',
    );
    const insider = await addMember(app, org);
    const team = await org.owner.client
      .post('/api/organizations/teams', { name: 'People team' })
      .then(expectStatus(201));
    await org.owner.client
      .send('put', `/api/organizations/teams/${team.body.id}/members/${insider.id}`)
      .then(expectStatus(200));
    await org.owner.client
      .post('/api/organizations/assistants', {
        slug: 'hr-helper',
        name: 'HR helper',
        instructions: 'You are the HR helper of Acme. Always answer in two sentences.',
        model: SMALL,
        knowledge: { scope: 'documents', documentIds: [inScope.id] },
        access: { teams: [team.body.id] },
      })
      .then(expectStatus(201));

    const res = await stream(insider, 'hr-helper', {
      query: 'How long is a sabbatical of twelve weeks after five years?',
      // Ignored: the assistant answers with its own model.
      model: BIG,
    }).then(expectStatus(200));
    const { events } = parseSse(res.text);
    expect(events[0]).toMatchObject({ type: 'metadata', answeredBy: `${SMALL} on Small box` });
    const sources = events[0].sources as string[];
    expect(sources.some((s) => s.startsWith('Sabbatical policy'))).toBe(true);
    expect(sources.some((s) => s.startsWith('Parking rules'))).toBe(false);
    expect(text(events).length).toBeGreaterThan(0);
    const sent = lastCall(small);
    expect(sent.model).toBe(SMALL);
    expect(sent.messages[0].role).toBe('system');
    expect(sent.messages[0].content).toMatch(
      /^You are the HR helper of Acme\. Always answer in two sentences\./,
    );
    expect(sent.messages[0].content).toMatch(/Sabbatical policy/);
    expect(sent.messages[0].content).not.toMatch(/Parking rules/);

    // The same question with every document in scope cites both: the scope is what left one out.
    await org.owner.client
      .post('/api/organizations/assistants', { slug: 'hr-all', name: 'HR (all documents)' })
      .then(expectStatus(201));
    const all = parseSse(
      (
        await stream(insider, 'hr-all', {
          query: 'How long is a sabbatical of twelve weeks after five years?',
        }).then(expectStatus(200))
      ).text,
    );
    const everySource = all.events[0].sources as string[];
    expect(everySource.some((s) => s.startsWith('Parking rules'))).toBe(true);

    // Outside the team, or unknown: the same 404 as an unknown assistant.
    for (const slug of ['hr-helper', 'no-such-assistant']) {
      const refused = await stream(member, slug, { query: 'Sabbatical?' }).then(expectStatus(404));
      expect(refused.body).toMatchObject({
        code: 'ASSISTANT_NOT_FOUND',
        message: `Unknown assistant "${slug}"`,
      });
    }
  });

  it('a custom assistant without knowledge answers from its model only', async () => {
    await org.owner.client
      .post('/api/organizations/assistants', {
        slug: 'poet',
        name: 'Poet',
        instructions: 'You write short poems.',
        knowledge: { scope: 'none' },
      })
      .then(expectStatus(201));
    const res = await stream(member, 'poet', {
      query: 'A sabbatical of twelve weeks after five years',
    }).then(expectStatus(200));
    const { events } = parseSse(res.text);
    // The organization's default model; no document searched, so none cited.
    expect(events[0]).toMatchObject({
      sources: [],
      general: true,
      answeredBy: `${BIG} on Big box`,
    });
    expect(lastCall(big).messages[0].content).toMatch(/^You write short poems\./);
  });
});
