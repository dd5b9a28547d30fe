import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ManualClock } from '../src/common/clock/manual-clock';
import { expectStatus } from './api-client';
import { signedInAs } from './admin-helpers';
import { createTestApp } from './app.factory';
import {
  ask,
  conversations,
  DEFAULT_PREFS,
  Member,
  messages,
  setPreferences,
  signUp,
} from './memory-helpers';

const PRICING = 'How is IronKeep priced?';
const BACKUP = 'How do I back up and restore IronKeep?';
const MINUTE = 60_000;
// A whole minute a day ago: sessions (cookie expiry in real time) stay valid at every step.
const T0 = Math.floor((Date.now() - 24 * 60 * MINUTE) / MINUTE) * MINUTE;
const at = (minutes: number) => new Date(T0 + minutes * MINUTE).toISOString();

describe('Memory API', () => {
  let app: NestFastifyApplication;
  const clock = new ManualClock(T0);

  beforeAll(async () => {
    app = await createTestApp({ THROTTLE_ENABLED: 'false' }, { clock });
  });
  afterAll(() => app.close());

  describe('access', () => {
    const routes: [string, string][] = [
      ['get', '/api/memory/preferences'],
      ['put', '/api/memory/preferences'],
      ['get', '/api/memory/conversations'],
      ['get', '/api/memory/conversations/00000000-0000-0000-0000-000000000000'],
      ['patch', '/api/memory/conversations/00000000-0000-0000-0000-000000000000'],
      ['get', '/api/memory/conversations/00000000-0000-0000-0000-000000000000/export'],
      ['delete', '/api/memory/conversations/00000000-0000-0000-0000-000000000000'],
      ['put', '/api/memory/messages/00000000-0000-0000-0000-000000000000'],
      ['delete', '/api/memory/messages/00000000-0000-0000-0000-000000000000'],
      ['post', '/api/memory/cleanup'],
    ];

    it.each(routes)('%s %s needs a signed-in user (401)', async (method, path) => {
      const agent = request.agent(app.getHttpServer());
      const { body } = await agent.get('/api/csrf-token');
      const res = await agent[method as 'get'](path).set('X-CSRF-Token', body.token);
      expect(res.status).toBe(401);
    });

    it.each(['user', 'manager', 'admin'] as const)(
      'is open to every role through memory:read / memory:write (%s)',
      async (role) => {
        const { client } = await signedInAs(app, role);
        await client.agent.get('/api/memory/preferences').then(expectStatus(200));
        await client.post('/api/memory/cleanup').then(expectStatus(200));
      },
    );

    it.each(routes.filter(([m]) => m !== 'get'))(
      '%s %s refuses a signed-in call without X-CSRF-Token (403)',
      async (method, path) => {
        const member = await signUp(app);
        const res = await member.client.agent[method as 'put'](path).send(DEFAULT_PREFS);
        expect(res.status).toBe(403);
      },
    );
  });

  describe('preferences', () => {
    it('start with memory off, encryption always on and auto-delete never', async () => {
      const member = await signUp(app);
      const res = await member.client.agent.get('/api/memory/preferences').then(expectStatus(200));
      expect(res.body).toEqual({ preferences: DEFAULT_PREFS });
    });

    it('save the full object and read it back', async () => {
      const member = await signUp(app);
      const next = { memoryEnabled: true, memoryEncryption: true, autoDeleteDays: 30 };
      const put = await setPreferences(member, next);
      expect(put.body).toEqual({ preferences: next });
      const res = await member.client.agent.get('/api/memory/preferences').then(expectStatus(200));
      expect(res.body).toEqual({ preferences: next });
      await setPreferences(member, { memoryEnabled: false, autoDeleteDays: null });
      const back = await member.client.agent.get('/api/memory/preferences');
      expect(back.body.preferences).toEqual({
        memoryEnabled: false,
        memoryEncryption: true,
        autoDeleteDays: null,
      });
    });

    it('refuse turning encryption off: stored memory is always encrypted (issue 34)', async () => {
      const member = await signUp(app);
      await setPreferences(member, { memoryEnabled: true, autoDeleteDays: 30 });
      for (const memoryEnabled of [true, false]) {
        const res = await member.client
          .send('put', '/api/memory/preferences', {
            memoryEnabled,
            memoryEncryption: false,
            autoDeleteDays: 7,
          })
          .then(expectStatus(400));
        expect(res.body).toMatchObject({
          code: 'ENCRYPTION_ALWAYS_ON',
          message: 'Stored memory is always encrypted: memoryEncryption cannot be turned off',
        });
      }
      const kept = await member.client.agent.get('/api/memory/preferences');
      expect(kept.body.preferences).toEqual({
        memoryEnabled: true,
        memoryEncryption: true,
        autoDeleteDays: 30,
      });
    });

    const invalid: [string, unknown, string][] = [
      [
        'memoryEnabled null',
        { ...DEFAULT_PREFS, memoryEnabled: null },
        'memoryEnabled must be true or false',
      ],
      [
        'memoryEnabled as a string',
        { ...DEFAULT_PREFS, memoryEnabled: 'true' },
        'memoryEnabled must be true or false',
      ],
      [
        'memoryEncryption missing',
        { memoryEnabled: true, autoDeleteDays: null },
        'memoryEncryption must be true or false',
      ],
      [
        'autoDeleteDays 14',
        { ...DEFAULT_PREFS, autoDeleteDays: 14 },
        'autoDeleteDays must be null (never) or one of 7, 30, 90, 365',
      ],
      [
        'autoDeleteDays "7"',
        { ...DEFAULT_PREFS, autoDeleteDays: '7' },
        'autoDeleteDays must be null (never) or one of 7, 30, 90, 365',
      ],
      [
        'autoDeleteDays missing',
        { memoryEnabled: false, memoryEncryption: false },
        'autoDeleteDays must be null (never) or one of 7, 30, 90, 365',
      ],
      [
        'a huge string',
        { ...DEFAULT_PREFS, memoryEnabled: 'x'.repeat(50_000) },
        'memoryEnabled must be true or false',
      ],
      [
        'an unknown field',
        { ...DEFAULT_PREFS, isAdmin: true },
        'property isAdmin should not exist',
      ],
      ['an array body', [true, false, null], 'memoryEnabled must be true or false'],
    ];

    it.each(invalid)('answer 400 for %s', async (_, body, message) => {
      const member = await signUp(app);
      const res = await member.client
        .send('put', '/api/memory/preferences', body as object)
        .then(expectStatus(400));
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toContain(message);
      const after = await member.client.agent.get('/api/memory/preferences');
      expect(after.body.preferences).toEqual(DEFAULT_PREFS);
    });
  });

  describe('conversations and messages', () => {
    let member: Member;
    const byType = async (assistantType: string) =>
      (await conversations(member)).find((c) => c.assistantType === assistantType)!;

    beforeAll(async () => {
      member = await signUp(app);
      await setPreferences(member, { memoryEnabled: true });
      await ask(member, PRICING, { sessionId: 'first' });
      clock.advance(MINUTE);
      await ask(member, 'Which industries do you serve?', { sessionId: 'first' });
      clock.advance(MINUTE);
      await ask(member, BACKUP, { assistant: 'deploy', sessionId: 'second' });
    });

    it('lists a conversation per assistant and session, most recently updated first', async () => {
      const list = await conversations(member);
      expect(list).toEqual([
        {
          id: expect.any(String),
          title: BACKUP,
          assistantType: 'deploy',
          model: null,
          sessionId: 'second',
          isPersistent: true,
          updatedAt: at(2),
        },
        {
          id: expect.any(String),
          title: PRICING,
          assistantType: 'brain',
          model: null,
          sessionId: 'first',
          isPersistent: true,
          updatedAt: at(1),
        },
      ]);
    });

    it('returns the messages of one conversation, oldest first', async () => {
      const [, brain] = await conversations(member);
      const list = await messages(member, brain.id);
      expect(list.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
      expect(list[0]).toEqual({
        id: expect.any(String),
        role: 'user',
        content: PRICING,
        isEncrypted: true,
        createdAt: at(0),
      });
      expect(list[1].content).toContain('a public price list');
      expect(list[2].content).toBe('Which industries do you serve?');
    });

    it('marks conversations persistent only while auto-delete is never', async () => {
      await setPreferences(member, { memoryEnabled: true, autoDeleteDays: 90 });
      expect((await conversations(member)).map((c) => c.isPersistent)).toEqual([false, false]);
      await setPreferences(member, { memoryEnabled: true, autoDeleteDays: null });
      expect((await conversations(member)).map((c) => c.isPersistent)).toEqual([true, true]);
    });

    it('edits a message (trimmed) and counts the edit as a change of its conversation', async () => {
      const [, brain] = await conversations(member);
      const [, answer] = await messages(member, brain.id);
      clock.advance(MINUTE);
      const res = await member.client
        .send('put', `/api/memory/messages/${answer.id}`, { content: '  Priced per deployment.  ' })
        .then(expectStatus(200));
      expect(res.body).toEqual({ success: true, message: 'Message updated' });
      const [edited] = (await messages(member, brain.id)).filter((m) => m.id === answer.id);
      expect(edited).toMatchObject({ content: 'Priced per deployment.', isEncrypted: true });
      const [first] = await conversations(member);
      expect(first).toMatchObject({ id: brain.id, updatedAt: at(3) });
    });

    const invalidEdits: [string, unknown, string][] = [
      ['blank content', { content: '   \n\t ' }, 'Message content cannot be blank'],
      ['null content', { content: null }, 'Message content is required'],
      ['numeric content', { content: 42 }, 'Message content is required'],
      ['an array', { content: ['a'] }, 'Message content is required'],
      ['missing content', {}, 'Message content is required'],
      [
        '20,001 characters',
        { content: 'y'.repeat(20_001) },
        'Message must be at most 20,000 characters',
      ],
      ['an unknown field', { content: 'ok', role: 'assistant' }, 'property role should not exist'],
    ];

    it.each(invalidEdits)(
      'refuses an edit with %s (400) and keeps the message',
      async (_, body, msg) => {
        const brain = await byType('brain');
        const [question] = await messages(member, brain.id);
        const res = await member.client
          .send('put', `/api/memory/messages/${question.id}`, body as object)
          .then(expectStatus(400));
        expect(res.body.message).toContain(msg);
        expect((await messages(member, brain.id))[0].content).toBe(PRICING);
      },
    );

    it('accepts exactly 20,000 characters', async () => {
      const deploy = await byType('deploy');
      const [, answer] = await messages(member, deploy.id);
      await member.client
        .send('put', `/api/memory/messages/${answer.id}`, { content: 'z'.repeat(20_000) })
        .then(expectStatus(200));
      expect((await messages(member, deploy.id))[1].content).toHaveLength(20_000);
    });

    it('deletes a message; the title follows the first question that is left', async () => {
      const brain = await byType('brain');
      const [question] = await messages(member, brain.id);
      const res = await member.client
        .send('delete', `/api/memory/messages/${question.id}`)
        .then(expectStatus(200));
      expect(res.body).toEqual({ success: true, message: 'Message deleted' });
      const left = await messages(member, brain.id);
      expect(left.map((m) => m.id)).not.toContain(question.id);
      const after = (await conversations(member)).find((c) => c.id === brain.id)!;
      expect(after.title).toBe('Which industries do you serve?');
      const again = await member.client.send('delete', `/api/memory/messages/${question.id}`);
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('MESSAGE_NOT_FOUND');
    });

    it('has no title once no question is left', async () => {
      const brain = await byType('brain');
      for (const m of (await messages(member, brain.id)).filter((x) => x.role === 'user')) {
        await member.client.send('delete', `/api/memory/messages/${m.id}`).then(expectStatus(200));
      }
      const after = (await conversations(member)).find((c) => c.id === brain.id)!;
      expect(after.title).toBeNull();
    });

    it('deletes a conversation with all its messages', async () => {
      const deploy = await byType('deploy');
      const ids = (await messages(member, deploy.id)).map((m) => m.id);
      const res = await member.client
        .send('delete', `/api/memory/conversations/${deploy.id}`)
        .then(expectStatus(200));
      expect(res.body).toEqual({ success: true, message: 'Conversation deleted' });
      expect((await conversations(member)).map((c) => c.id)).not.toContain(deploy.id);
      const gone = await member.client.agent.get(`/api/memory/conversations/${deploy.id}`);
      expect(gone.status).toBe(404);
      expect(gone.body.code).toBe('CONVERSATION_NOT_FOUND');
      for (const id of ids) {
        const edit = await member.client.send('put', `/api/memory/messages/${id}`, {
          content: 'x',
        });
        expect(edit.status).toBe(404);
      }
    });

    it('answers 404 for ids that do not exist, however odd', async () => {
      for (const id of ['nope', 'x'.repeat(300), '%27%20OR%201%3D1--']) {
        const res = await member.client.agent.get(`/api/memory/conversations/${id}`);
        expect(res.status).toBe(404);
      }
    });
  });

  describe('ownership', () => {
    it("never shows, changes or deletes another user's conversation or message", async () => {
      const owner = await signUp(app);
      const other = await signUp(app);
      await setPreferences(owner, { memoryEnabled: true });
      await ask(owner, 'Our project codename is BLUE-HERON', { sessionId: 'private' });
      const [conversation] = await conversations(owner);
      const [question] = await messages(owner, conversation.id);

      expect(await conversations(other)).toEqual([]);
      const read = await other.client.agent.get(`/api/memory/conversations/${conversation.id}`);
      expect(read.status).toBe(404);
      expect(JSON.stringify(read.body)).not.toContain('BLUE-HERON');

      const edit = await other.client.send('put', `/api/memory/messages/${question.id}`, {
        content: 'overwritten',
      });
      expect(edit.status).toBe(404);
      expect(edit.body.code).toBe('MESSAGE_NOT_FOUND');
      const delMessage = await other.client.send('delete', `/api/memory/messages/${question.id}`);
      expect(delMessage.status).toBe(404);
      const delConversation = await other.client.send(
        'delete',
        `/api/memory/conversations/${conversation.id}`,
      );
      expect(delConversation.status).toBe(404);
      expect(delConversation.body.code).toBe('CONVERSATION_NOT_FOUND');

      const still = await messages(owner, conversation.id);
      expect(still[0]).toMatchObject({
        id: question.id,
        content: 'Our project codename is BLUE-HERON',
      });
    });

    it('keeps the same chat session id of two users apart', async () => {
      const a = await signUp(app);
      const b = await signUp(app);
      await setPreferences(a, { memoryEnabled: true });
      await setPreferences(b, { memoryEnabled: true });
      await ask(a, PRICING, { sessionId: 'shared-id' });
      await ask(b, BACKUP, { assistant: 'brain', sessionId: 'shared-id' });
      expect((await conversations(a)).map((c) => c.title)).toEqual([PRICING]);
      expect((await conversations(b)).map((c) => c.title)).toEqual([BACKUP]);
    });
  });
});
