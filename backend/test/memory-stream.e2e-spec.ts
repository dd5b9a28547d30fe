import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { GENERAL_DEMO_NOTE } from '../src/modules/assistants/providers/grounded-prompt';
import { ApiClient, expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import {
  ask,
  conversations,
  Member,
  messages,
  setPreferences,
  signUp,
  withRawDatabase,
} from './memory-helpers';
import { closeServer, parseSse, startMockServer } from './sse-helpers';

const BACKUP = 'How do I back up and restore IronKeep?';
const FOLLOW_UP = 'Tell me more about that';
const BACKUP_SOURCE = 'Backup and Restore Procedures';

const answerText = (events: { type: string; content?: unknown }[]) =>
  events
    .filter((e) => e.type === 'chunk')
    .map((e) => e.content)
    .join('');

describe('Signed-in assistant stream with memory', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_ENABLED: 'false' });
  });
  afterAll(() => app.close());

  it('needs a signed-in user', async () => {
    const visitor = new ApiClient(app);
    const res = await visitor.post('/api/assistants/brain/stream', {
      query: BACKUP,
      sessionId: 's',
    });
    expect(res.status).toBe(401);
  });

  it('is an unsafe call: no X-CSRF-Token, or another session’s token, gets 403', async () => {
    const member = await signUp(app);
    const other = await signUp(app);
    const body = { query: BACKUP, sessionId: 's' };
    const bare = await member.client.agent.post('/api/assistants/brain/stream').send(body);
    expect(bare.status).toBe(403);
    const foreign = await member.client.agent
      .post('/api/assistants/brain/stream')
      .set('X-CSRF-Token', other.client.csrfToken!)
      .send(body);
    expect(foreign.status).toBe(403);
    await setPreferences(member, { memoryEnabled: true });
    await member.client.agent.post('/api/assistants/brain/stream').send(body);
    expect(await conversations(member)).toEqual([]);
  });

  it('validates like the demo stream: 400, 404, 415', async () => {
    const member = await signUp(app);
    const blank = await member.client.post('/api/assistants/brain/stream', {
      query: ' ',
      sessionId: 's',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Please enter a question');
    const long = await member.client.post('/api/assistants/brain/stream', {
      query: 'q'.repeat(2001),
      sessionId: 's',
    });
    expect(long.status).toBe(400);
    const unknown = await member.client.post('/api/assistants/oracle/stream', {
      query: 'q',
      sessionId: 's',
    });
    expect(unknown.status).toBe(404);
    const form = await member.client.agent
      .post('/api/assistants/brain/stream')
      .set('X-CSRF-Token', member.client.csrfToken!)
      .type('form')
      .send('query=q&sessionId=s');
    expect(form.status).toBe(415);
  });

  it('sends exactly the events of the anonymous demo stream', async () => {
    const member = await signUp(app);
    await setPreferences(member, { memoryEnabled: true });
    const signedIn = await ask(member, BACKUP, { assistant: 'deploy', sessionId: 'same' });
    const demo = await request(app.getHttpServer())
      .post('/api/demo/ai/deploy/stream')
      .send({ query: BACKUP, sessionId: 'same' })
      .then(expectStatus(200));
    expect(signedIn).toEqual(parseSse(demo.text).events);
    expect(signedIn.map((e) => e.type)).toEqual(
      expect.arrayContaining(['metadata', 'chunk', 'complete']),
    );
  });

  it('stores nothing while memory is off (the default)', async () => {
    const member = await signUp(app);
    const events = await ask(member, 'Remember that my badge number is 4711', { sessionId: 'off' });
    expect(events.at(-1)).toEqual({ type: 'complete' });
    expect(await conversations(member)).toEqual([]);
    await withRawDatabase(app, async (db) => {
      expect(await db.messages(member.id)).toEqual([]);
      expect(await db.dump(member.id)).not.toContain('4711');
    });
  });

  it('stores each exchange while memory is on, and stops when it is turned off', async () => {
    const member = await signUp(app);
    await setPreferences(member, { memoryEnabled: true });
    const events = await ask(member, BACKUP, { assistant: 'deploy', sessionId: 'on' });
    const [conversation] = await conversations(member);
    expect(conversation).toMatchObject({ assistantType: 'deploy', title: BACKUP });
    const stored = await messages(member, conversation.id);
    expect(stored.map((m) => [m.role, m.content])).toEqual([
      ['user', BACKUP],
      ['assistant', answerText(events)],
    ]);

    await setPreferences(member, { memoryEnabled: false });
    await ask(member, 'What GPU do I need?', { assistant: 'deploy', sessionId: 'on' });
    expect(await messages(member, conversation.id)).toHaveLength(2);
  });

  it('keeps the follow-up context of a session while memory is off, without storing it', async () => {
    const member = await signUp(app);
    await ask(member, BACKUP, { assistant: 'deploy', sessionId: 'ctx' });
    const [metadata] = await ask(member, FOLLOW_UP, { assistant: 'deploy', sessionId: 'ctx' });
    expect(metadata.sources).toEqual(expect.arrayContaining([BACKUP_SOURCE]));
    expect(await conversations(member)).toEqual([]);
  });
});

describe('Smart Memory survives a restart', () => {
  // One DATA_DIR (SQLite file and generated encryption key) and, on PostgreSQL, one database
  // for both app instances: the second start is a restart of the first.
  const dataDir = mkdtempSync(join(tmpdir(), 'ironkeep-memory-restart-'));

  async function restartable(env: Record<string, string> = {}) {
    return createTestApp({ THROTTLE_ENABLED: 'false', DATA_DIR: dataDir, ...env });
  }

  async function signIn(app: NestFastifyApplication, username: string): Promise<Member> {
    const client = new ApiClient(app);
    const res = await client.login(username).then(expectStatus(200));
    return { client, id: res.body.user.id, username };
  }

  it('the builtin engine follows up on a question asked before the restart', async () => {
    let app = await restartable();
    const member = await signUp(app);
    await setPreferences(member, { memoryEnabled: true, memoryEncryption: true });
    await ask(member, BACKUP, { assistant: 'deploy', sessionId: 'before' });
    await app.close();

    app = await restartable();
    try {
      const again = await signIn(app, member.username);
      const [metadata] = await ask(again, FOLLOW_UP, { assistant: 'deploy', sessionId: 'before' });
      expect(metadata.sources).toEqual(expect.arrayContaining([BACKUP_SOURCE]));
    } finally {
      await app.close();
    }
  });

  it('without memory the same follow-up has nothing to go on after a restart', async () => {
    let app = await restartable();
    const member = await signUp(app);
    await ask(member, BACKUP, { assistant: 'deploy', sessionId: 'before' });
    await app.close();

    app = await restartable();
    try {
      const again = await signIn(app, member.username);
      const [metadata] = await ask(again, FOLLOW_UP, { assistant: 'deploy', sessionId: 'before' });
      expect(metadata.sources).not.toContain(BACKUP_SOURCE);
    } finally {
      await app.close();
    }
  });

  it('a model is given a fact stored before the restart, in a new chat session', async () => {
    // An Ollama-compatible server that answers from the earlier turns it is sent.
    const model = await startMockServer((_req, res, body) => {
      const { messages: sent } = body as { messages: { role: string; content: string }[] };
      const fact = sent
        .slice(0, -1)
        .find((m) => m.role === 'user' && /codename is/.test(m.content));
      const reply = fact ? `You told me: ${fact.content}` : 'I do not know yet.';
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      res.end(
        `${JSON.stringify({ message: { role: 'assistant', content: reply }, done: true })}\n`,
      );
    });
    const env = { LLM_PROVIDER: 'ollama', LLM_BASE_URL: model.url };
    let app = await restartable(env);
    try {
      const member = await signUp(app);
      await setPreferences(member, { memoryEnabled: true, memoryEncryption: true });
      await ask(member, 'Our cluster codename is ORION-7', { sessionId: 'monday' });
      await app.close();

      app = await restartable(env);
      const again = await signIn(app, member.username);
      const events = await ask(again, 'What is our cluster codename?', { sessionId: 'tuesday' });
      // No passage matched: the answer says so first; the model's own words are what it is
      // sent back as history (below), without that note.
      expect(answerText(events)).toBe(
        `${GENERAL_DEMO_NOTE}You told me: Our cluster codename is ORION-7`,
      );
      const last = model.requests.at(-1)!.body as { messages: { role: string; content: string }[] };
      expect(last.messages.slice(1)).toEqual([
        { role: 'user', content: 'Our cluster codename is ORION-7' },
        { role: 'assistant', content: 'I do not know yet.' },
        { role: 'user', content: 'What is our cluster codename?' },
      ]);
    } finally {
      await app.close();
      await closeServer(model.server);
    }
  });

  it('forgets what the user deleted on the memory page', async () => {
    const model = await startMockServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson' });
      res.end(
        `${JSON.stringify({ message: { role: 'assistant', content: 'Noted.' }, done: true })}\n`,
      );
    });
    const app = await restartable({ LLM_PROVIDER: 'ollama', LLM_BASE_URL: model.url });
    try {
      const member = await signUp(app);
      await setPreferences(member, { memoryEnabled: true });
      await ask(member, 'My locker code is 9931', { sessionId: 'a' });
      const [conversation] = await conversations(member);
      await member.client
        .send('delete', `/api/memory/conversations/${conversation.id}`)
        .then(expectStatus(200));
      await ask(member, 'What is my locker code?', { sessionId: 'b' });
      const last = model.requests.at(-1)!.body as { messages: { content: string }[] };
      expect(JSON.stringify(last.messages)).not.toContain('9931');
    } finally {
      await app.close();
      await closeServer(model.server);
    }
  });
});
