import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ManualClock } from '../src/common/clock/manual-clock';
import { expectStatus } from './api-client';
import { createTestApp } from './app.factory';
import { InferenceServer, startInferenceServer } from './fake-inference-servers';
import { organizationWithServers } from './gateway-helpers';
import {
  ask,
  conversations,
  Member,
  messages,
  setPreferences,
  signUp,
  tamperOneByte,
  withRawDatabase,
} from './memory-helpers';
import { addMember } from './organizations-helpers';

const PRICING = 'How is IronKeep priced?';
const BACKUP = 'How do I back up and restore IronKeep?';
const LONG_QUESTION =
  'What is the difference between the on-premises and the   air-gapped\ndeployment options for a hospital?';
const LONG_TITLE = 'What is the difference between the on-premises and the…';
const MODEL = 'llama3.1:8b';
const HOUR = 3_600_000;
const MINUTE = 60_000;
// A whole minute a day ago: sessions (cookie expiry in real time) stay valid at every step.
const T0 = Math.floor((Date.now() - 24 * 60 * MINUTE) / MINUTE) * MINUTE;
const DAY = new Date(T0).toISOString().slice(0, 10);

/** Issue 42 item 5: titles (sealed), rename, search and export of stored conversations. */
describe('Stored conversations: titles, search and export', () => {
  let app: NestFastifyApplication;
  let model: InferenceServer;
  const clock = new ManualClock(T0);

  const rename = (member: Member, id: string, body: object) =>
    member.client.send('patch', `/api/memory/conversations/${id}`, body);
  const search = async (member: Member, text: string) =>
    (
      await member.client.agent
        .get('/api/memory/conversations')
        .query({ search: text })
        .then(expectStatus(200))
    ).body.conversations as { id: string; title: string | null; match: string | null }[];
  const exportOf = (member: Member, id: string, format?: string) =>
    member.client.agent
      .get(`/api/memory/conversations/${id}/export`)
      .query(format ? { format } : {})
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });
  const memberWithMemory = async () => {
    const member = await signUp(app);
    await setPreferences(member, { memoryEnabled: true });
    return member;
  };

  beforeAll(async () => {
    model = await startInferenceServer({ name: 'box', model: MODEL });
    app = await createTestApp(
      { THROTTLE_ENABLED: 'false', SERVER_HEALTH_INTERVAL_MS: String(HOUR) },
      { clock },
    );
  });
  afterAll(async () => {
    await app.close();
    await model.stop();
  });

  describe('titles', () => {
    it('titles a conversation from its first question, sealed in the database', async () => {
      const member = await memberWithMemory();
      await ask(member, LONG_QUESTION, { sessionId: 'long' });
      clock.advance(MINUTE);
      await ask(member, PRICING, { sessionId: 'long' });
      const [conversation] = await conversations(member);
      expect(conversation.title).toBe(LONG_TITLE);
      const detail = await member.client.agent
        .get(`/api/memory/conversations/${conversation.id}`)
        .then(expectStatus(200));
      expect(detail.body).toMatchObject({
        id: conversation.id,
        title: LONG_TITLE,
        assistantType: 'brain',
        model: null,
      });
      await withRawDatabase(app, async (db) => {
        const row = await db.conversation(conversation.id);
        expect(row.title).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
        expect(row.title_key_id).toBe((await db.messages(member.id))[0].key_id);
        expect(Boolean(row.title_by_user)).toBe(false);
        const dump = await db.dump(member.id);
        expect(dump).not.toContain('on-premises');
        expect(dump).not.toContain('priced');
      });
    });

    it('shows the first question of a conversation stored without a title, and when one fails', async () => {
      const member = await memberWithMemory();
      await ask(member, PRICING, { sessionId: 'old' });
      clock.advance(MINUTE);
      await ask(member, BACKUP, { sessionId: 'tampered' });
      const [tampered, old] = await conversations(member);
      await withRawDatabase(app, async (db) => {
        await db.setTitle(old.id, null);
        const sealed = (await db.conversation(tampered.id)).title!;
        await db.setTitle(tampered.id, tamperOneByte(sealed));
      });
      const list = await conversations(member);
      expect(list.map((c) => [c.id, c.title])).toEqual([
        [tampered.id, BACKUP],
        [old.id, PRICING],
      ]);
    });

    it('follows the first question when it is edited or deleted, until the owner renames it', async () => {
      const member = await memberWithMemory();
      await ask(member, PRICING, { sessionId: 's' });
      await ask(member, BACKUP, { sessionId: 's' });
      const [conversation] = await conversations(member);
      const [first] = await messages(member, conversation.id);
      await member.client
        .send('put', `/api/memory/messages/${first.id}`, { content: 'Which  plans\nexist?' })
        .then(expectStatus(200));
      expect((await conversations(member))[0].title).toBe('Which plans exist?');
      await member.client
        .send('delete', `/api/memory/messages/${first.id}`)
        .then(expectStatus(200));
      expect((await conversations(member))[0].title).toBe(BACKUP);
      await withRawDatabase(app, async (db) => {
        expect(await db.dump(member.id)).not.toContain('plans');
      });

      await rename(member, conversation.id, { title: 'Backups' }).then(expectStatus(200));
      const [, second] = await messages(member, conversation.id);
      expect(second.role).toBe('user');
      await member.client
        .send('delete', `/api/memory/messages/${second.id}`)
        .then(expectStatus(200));
      expect((await conversations(member))[0].title).toBe('Backups');
    });
  });

  describe('rename', () => {
    it('stores the trimmed title sealed, and keeps the conversation where it was', async () => {
      const member = await memberWithMemory();
      await ask(member, PRICING, { sessionId: 'a' });
      const [before] = await conversations(member);
      clock.advance(MINUTE);
      const res = await rename(member, before.id, { title: '  Plans   and\tprices  ' }).then(
        expectStatus(200),
      );
      expect(res.body).toEqual({ conversation: { ...before, title: 'Plans and prices' } });
      expect(await conversations(member)).toEqual([{ ...before, title: 'Plans and prices' }]);
      await withRawDatabase(app, async (db) => {
        expect(Boolean((await db.conversation(before.id)).title_by_user)).toBe(true);
        expect(await db.dump(member.id)).not.toContain('Plans and prices');
      });
      const hundred = 'x'.repeat(100);
      await rename(member, before.id, { title: hundred }).then(expectStatus(200));
      expect((await conversations(member))[0].title).toBe(hundred);
    });

    const invalid: [string, unknown, string][] = [
      ['no title', {}, 'Title is required'],
      ['a null title', { title: null }, 'Title is required'],
      ['a numeric title', { title: 42 }, 'Title is required'],
      ['a blank title', { title: ' \n\t ' }, 'Title cannot be blank'],
      ['101 characters', { title: 'y'.repeat(101) }, 'Title must be at most 100 characters'],
      ['an unknown field', { title: 'ok', model: 'x' }, 'property model should not exist'],
    ];

    it.each(invalid)('refuses %s (400) and keeps the title', async (_, body, message) => {
      const member = await memberWithMemory();
      await ask(member, PRICING, { sessionId: 'v' });
      const [conversation] = await conversations(member);
      const res = await rename(member, conversation.id, body as object).then(expectStatus(400));
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toContain(message);
      expect((await conversations(member))[0].title).toBe(PRICING);
    });

    it("needs the CSRF token, and answers 404 for another user's conversation", async () => {
      const owner = await memberWithMemory();
      const other = await memberWithMemory();
      await ask(owner, PRICING, { sessionId: 'mine' });
      const [conversation] = await conversations(owner);
      const noToken = await owner.client.agent
        .patch(`/api/memory/conversations/${conversation.id}`)
        .send({ title: 'Hijacked' });
      expect(noToken.status).toBe(403);
      const theirs = await rename(other, conversation.id, { title: 'Hijacked' }).then(
        expectStatus(404),
      );
      expect(theirs.body.code).toBe('CONVERSATION_NOT_FOUND');
      const unknown = await rename(owner, '00000000-0000-0000-0000-000000000000', { title: 'x' });
      expect(unknown.status).toBe(404);
      expect((await conversations(owner))[0].title).toBe(PRICING);
    });
  });

  describe('search', () => {
    let owner: Member;
    let pricing: string;
    let backup: string;

    beforeAll(async () => {
      owner = await memberWithMemory();
      await ask(owner, PRICING, { sessionId: 'p' });
      clock.advance(MINUTE);
      await ask(owner, BACKUP, { assistant: 'deploy', sessionId: 'b' });
      clock.advance(MINUTE);
      await ask(owner, 'Which industries do you serve?', { sessionId: 'i' });
      const list = await conversations(owner);
      pricing = list.find((c) => c.title === PRICING)!.id;
      backup = list.find((c) => c.title === BACKUP)!.id;
      await rename(owner, backup, { title: 'Disaster recovery plan' }).then(expectStatus(200));
    });

    it('finds message content, case-insensitively, with an excerpt around the hit', async () => {
      const [summary] = (await conversations(owner)).filter((c) => c.id === pricing);
      const hits = await search(owner, 'PUBLIC PRICE list');
      expect(hits).toEqual([{ ...summary, match: expect.any(String) }]);
      expect(hits[0].match!.toLowerCase()).toContain('public price list');
      expect(hits[0].match!.length).toBeLessThanOrEqual(140);
    });

    it('finds titles (match null), newest first, and leaves the rest out', async () => {
      const byTitle = await search(owner, 'disaster RECOVERY');
      expect(byTitle.map((c) => [c.id, c.title, c.match])).toEqual([
        [backup, 'Disaster recovery plan', null],
      ]);
      const byContent = await search(owner, 'RESTORE');
      expect(byContent.map((c) => [c.id, c.title])).toEqual([[backup, 'Disaster recovery plan']]);
      expect(byContent[0].match).toContain('restore IronKeep');
      const several = await search(owner, 'ironkeep');
      const order = (await conversations(owner)).map((c) => c.id);
      expect(several.map((c) => c.id)).toEqual(
        order.filter((x) => several.some((c) => c.id === x)),
      );
      expect(several.find((c) => c.id === pricing)!.match).toBeNull();
      expect(several.find((c) => c.id === backup)!.match).toContain('IronKeep');
      expect(await search(owner, 'kubernetes-operator-xyz')).toEqual([]);
    });

    it("never finds another user's conversations", async () => {
      const other = await memberWithMemory();
      expect(await search(other, 'disaster')).toEqual([]);
      expect(await search(other, 'public price list')).toEqual([]);
      await ask(other, 'Is there a public price list?', { sessionId: 'x' });
      const theirs = await search(other, 'public price list');
      expect(theirs).toHaveLength(1);
      expect(theirs[0].id).not.toBe(pricing);
    });

    it('lists everything for a blank search and refuses 1 or 101 characters', async () => {
      const all = await conversations(owner);
      const blank = await owner.client.agent
        .get('/api/memory/conversations?search=%20%20')
        .then(expectStatus(200));
      expect(blank.body.conversations).toEqual(all);
      for (const text of ['a', 'b'.repeat(101)]) {
        const res = await owner.client.agent
          .get('/api/memory/conversations')
          .query({ search: text })
          .then(expectStatus(400));
        expect(res.body.message).toContain('Search must be 2 to 100 characters');
      }
      const unknown = await owner.client.agent
        .get('/api/memory/conversations?sort=title')
        .then(expectStatus(400));
      expect(unknown.body.message).toContain('property sort should not exist');
    });
  });

  describe('export', () => {
    let member: Member;
    let id: string;

    beforeAll(async () => {
      member = await memberWithMemory();
      clock.set(T0);
      await ask(member, PRICING, { sessionId: 'e' });
      [{ id }] = await conversations(member);
      await rename(member, id, { title: 'Plans & prices: 2026' }).then(expectStatus(200));
    });

    it('downloads Markdown: the title, the assistant and model, each message with its time', async () => {
      const [question, answer] = await messages(member, id);
      const res = await exportOf(member, id, 'markdown').then(expectStatus(200));
      expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="plans-prices-2026-${DAY}.md"`,
      );
      const time = `${DAY} ${new Date(T0).toISOString().slice(11, 16)} UTC`;
      expect(res.body).toBe(
        [
          '# Plans & prices: 2026',
          '',
          `Assistant: brain · Model: default · Started ${time}`,
          '',
          `**You** · ${time}`,
          '',
          question.content,
          '',
          `**Assistant** · ${time}`,
          '',
          answer.content,
          '',
        ].join('\n'),
      );
      const byDefault = await exportOf(member, id).then(expectStatus(200));
      expect(byDefault.body).toBe(res.body);
    });

    it('downloads JSON with the conversation and its messages', async () => {
      const [question, answer] = await messages(member, id);
      const res = await exportOf(member, id, 'json').then(expectStatus(200));
      expect(res.headers['content-type']).toBe('application/json');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="plans-prices-2026-${DAY}.json"`,
      );
      expect(JSON.parse(res.body as unknown as string)).toEqual({
        id,
        title: 'Plans & prices: 2026',
        assistant: 'brain',
        model: null,
        createdAt: new Date(T0).toISOString(),
        messages: [
          { role: 'user', content: question.content, createdAt: question.createdAt },
          { role: 'assistant', content: answer.content, createdAt: answer.createdAt },
        ],
      });
    });

    it('answers 404 to anyone else and 400 for an unknown format', async () => {
      const other = await memberWithMemory();
      for (const format of ['markdown', 'json']) {
        const res = await exportOf(other, id, format).then(expectStatus(404));
        expect(res.body).not.toContain('Plans');
      }
      const unknown = await exportOf(member, '00000000-0000-0000-0000-000000000000');
      expect(unknown.status).toBe(404);
      const bad = await exportOf(member, id, 'pdf').then(expectStatus(400));
      expect(bad.body).toContain('format must be markdown or json');
    });
  });

  it('remembers the assistant and the model, in the list, the detail and the export', async () => {
    const org = await organizationWithServers(app, [{ fake: model, model: MODEL, name: 'Box' }]);
    const member = await addMember(app, org);
    await setPreferences(member, { memoryEnabled: true });
    await ask(member, 'Write a bash script that rotates logs', {
      assistant: 'chat',
      sessionId: 'chat-1',
      model: MODEL,
    });
    const [conversation] = await conversations(member);
    expect(conversation).toMatchObject({
      title: 'Write a bash script that rotates logs',
      assistantType: 'chat',
      model: MODEL,
    });
    const detail = await member.client.agent
      .get(`/api/memory/conversations/${conversation.id}`)
      .then(expectStatus(200));
    expect(detail.body).toMatchObject({ assistantType: 'chat', model: MODEL });
    const json = await exportOf(member, conversation.id, 'json').then(expectStatus(200));
    expect(JSON.parse(json.body as unknown as string)).toMatchObject({
      assistant: 'chat',
      model: MODEL,
    });
    const markdown = await exportOf(member, conversation.id, 'markdown').then(expectStatus(200));
    expect(markdown.body).toContain(`Assistant: chat · Model: ${MODEL} ·`);
    expect(markdown.headers['content-disposition']).toMatch(
      /^attachment; filename="write-a-bash-script-that-rotates-logs-\d{4}-\d{2}-\d{2}\.md"$/,
    );
  });
});
