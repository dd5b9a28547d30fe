import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient, expectStatus } from './api-client';
import { MemoryEncryptionBackfill } from '../src/modules/memory/memory-encryption-backfill';
import { createTestApp } from './app.factory';
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

const SECRET = 'The vault passphrase hint is zebra-orchid-42';
const OLD_KEY = 'old-memory-key-0123456789abcdef0123456789';
const NEW_KEY = 'new-memory-key-fedcba9876543210fedcba9876';

describe('Memory encryption at rest', () => {
  let app: NestFastifyApplication;
  const dataDir = mkdtempSync(join(tmpdir(), 'ironkeep-memory-crypto-'));

  beforeAll(async () => {
    app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      DATA_DIR: dataDir,
      MEMORY_ENCRYPTION_KEY: OLD_KEY,
    });
  });
  afterAll(() => app.close());

  async function encryptedMember(): Promise<Member> {
    const member = await signUp(app);
    await setPreferences(member, { memoryEnabled: true, memoryEncryption: true });
    return member;
  }

  it('leaves no plain text in the database, and decrypts on read', async () => {
    const member = await encryptedMember();
    const events = await ask(member, SECRET, { sessionId: 'enc' });
    const answer = events
      .filter((e) => e.type === 'chunk')
      .map((e) => e.content)
      .join('');

    await withRawDatabase(app, async (db) => {
      const rows = await db.messages(member.id);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(Boolean(row.is_encrypted)).toBe(true);
        expect(row.key_id).toMatch(/^[A-Za-z0-9_-]{12}$/);
        expect(row.content).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
      }
      const dump = await db.dump(member.id);
      expect(dump).not.toContain('zebra-orchid-42');
      expect(dump).not.toContain(answer.slice(0, 40));
    });

    const [conversation] = await conversations(member);
    expect(conversation.title).toBe(SECRET);
    const stored = await messages(member, conversation.id);
    expect(stored.map((m) => [m.content, m.isEncrypted])).toEqual([
      [SECRET, true],
      [answer, true],
    ]);
  });

  it('uses a fresh nonce per message: the same text never encrypts the same way', async () => {
    const member = await encryptedMember();
    await ask(member, SECRET, { sessionId: 'a' });
    await ask(member, SECRET, { sessionId: 'a' });
    await withRawDatabase(app, async (db) => {
      const questions = (await db.messages(member.id)).filter((_, i) => i % 2 === 0);
      expect(questions).toHaveLength(2);
      expect(questions[0].content).not.toBe(questions[1].content);
      expect(questions[0].content.split('.')[1]).not.toBe(questions[1].content.split('.')[1]);
    });
  });

  it('reports a tampered message with MEMORY_DECRYPTION_FAILED instead of returning garbage', async () => {
    const member = await encryptedMember();
    await ask(member, SECRET, { sessionId: 't' });
    const [conversation] = await conversations(member);
    const [question, answer] = await messages(member, conversation.id);
    await withRawDatabase(app, async (db) => {
      const [row] = await db.messages(member.id);
      await db.setContent(row.id, tamperOneByte(row.content));
    });

    const res = await member.client.agent
      .get(`/api/memory/conversations/${conversation.id}`)
      .then(expectStatus(200));
    expect(res.body.messages[0]).toEqual({
      id: question.id,
      role: 'user',
      content: '',
      isEncrypted: true,
      createdAt: question.createdAt,
      error: {
        code: 'MEMORY_DECRYPTION_FAILED',
        message: expect.stringContaining('could not be decrypted'),
      },
    });
    expect(res.body.messages[1]).toEqual(answer);
    // The title is sealed apart from the question (issue 42), so it still reads.
    expect((await conversations(member))[0].title).toBe(SECRET);
    // The broken message can still be deleted.
    await member.client
      .send('delete', `/api/memory/messages/${question.id}`)
      .then(expectStatus(200));
  });

  it('binds each ciphertext to its own message: one moved onto another row fails too', async () => {
    const member = await encryptedMember();
    await ask(member, SECRET, { sessionId: 'swap' });
    const [conversation] = await conversations(member);
    await withRawDatabase(app, async (db) => {
      const [question, answer] = await db.messages(member.id);
      await db.setContent(answer.id, question.content);
    });
    const [, answer] = await messages(member, conversation.id);
    expect(answer.error?.code).toBe('MEMORY_DECRYPTION_FAILED');
    expect(answer.content).toBe('');
  });

  it('seals every message whatever the setting said: memory with encryption off was stored in plain text (issue 34)', async () => {
    const member = await signUp(app);
    // What a client of the old setting sends: refused, nothing changes, and what is stored is sealed.
    await member.client
      .send('put', '/api/memory/preferences', {
        memoryEnabled: true,
        memoryEncryption: false,
        autoDeleteDays: null,
      })
      .then(expectStatus(400));
    await setPreferences(member, { memoryEnabled: true });
    await ask(member, 'Remember the 31-quince code', { sessionId: 'always' });
    await withRawDatabase(app, async (db) => {
      const rows = await db.messages(member.id);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(Boolean(row.is_encrypted)).toBe(true);
        expect(row.content).not.toContain('31-quince');
      }
    });
  });

  it('seals the plain-text messages a version before issue 34 stored, at start-up, once', async () => {
    const member = await encryptedMember();
    await ask(member, 'First question', { sessionId: 'legacy' });
    await ask(member, 'Second question', { sessionId: 'legacy' });
    const [conversation] = await conversations(member);
    const stored = await messages(member, conversation.id);
    await withRawDatabase(app, async (db) => {
      await db.makePlain(stored[0].id, 'Plain 12-fig from before');
      await db.makePlain(stored[2].id, 'Plain 34-lime from before');
    });
    // Until the backfill runs they read as they are.
    expect((await messages(member, conversation.id))[0]).toMatchObject({
      content: 'Plain 12-fig from before',
      isEncrypted: false,
    });

    // A restart runs the backfill after start-up.
    await app.close();
    app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      DATA_DIR: dataDir,
      MEMORY_ENCRYPTION_KEY: OLD_KEY,
    });
    expect(await app.get(MemoryEncryptionBackfill).running).toBeGreaterThanOrEqual(2);
    await withRawDatabase(app, async (db) => {
      const rows = await db.messages(member.id);
      expect(rows.every((row) => Boolean(row.is_encrypted))).toBe(true);
      expect(JSON.stringify(rows)).not.toMatch(/12-fig|34-lime/);
    });
    const client = new ApiClient(app);
    await client.login(member.username).then(expectStatus(200));
    const after = await messages({ ...member, client }, conversation.id);
    expect(after.map((m) => [m.content, m.isEncrypted])).toEqual([
      ['Plain 12-fig from before', true],
      [stored[1].content, true],
      ['Plain 34-lime from before', true],
      [stored[3].content, true],
    ]);
    // Nothing is left to seal: a second run changes nothing.
    expect(await app.get(MemoryEncryptionBackfill).sealPlaintextMessages()).toBe(0);
  });

  describe('key rotation', () => {
    let member: Member;

    async function restartWith(env: Record<string, string>) {
      await app.close();
      app = await createTestApp({ THROTTLE_ENABLED: 'false', DATA_DIR: dataDir, ...env });
      const client = new ApiClient(app);
      await client.login(member.username).then(expectStatus(200));
      member = { ...member, client };
    }

    beforeAll(async () => {
      member = await encryptedMember();
      await ask(member, SECRET, { sessionId: 'rotate' });
    });

    it('reads old messages with a previous key and seals new ones with the new key', async () => {
      await restartWith({
        MEMORY_ENCRYPTION_KEY: NEW_KEY,
        MEMORY_ENCRYPTION_PREVIOUS_KEYS: `unrelated-key-material-000000000000, ${OLD_KEY}`,
      });
      await ask(member, 'Asked after the rotation', { sessionId: 'rotate' });
      const [conversation] = await conversations(member);
      const stored = await messages(member, conversation.id);
      expect(stored.map((m) => m.error)).toEqual([undefined, undefined, undefined, undefined]);
      expect(stored[0].content).toBe(SECRET);
      await withRawDatabase(app, async (db) => {
        const [oldRow, , newRow] = await db.messages(member.id);
        expect(newRow.key_id).not.toBe(oldRow.key_id);
      });
    });

    it('reports old messages once their key is no longer configured', async () => {
      await restartWith({ MEMORY_ENCRYPTION_KEY: NEW_KEY });
      const [conversation] = await conversations(member);
      const stored = await messages(member, conversation.id);
      expect(stored.map((m) => m.error?.code)).toEqual([
        'MEMORY_DECRYPTION_FAILED',
        'MEMORY_DECRYPTION_FAILED',
        undefined,
        undefined,
      ]);
      expect(stored[2].content).toBe('Asked after the rotation');
    });
  });
});
