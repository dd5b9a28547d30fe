import { INestApplication } from '@nestjs/common';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { Client } from 'pg';
import { AppConfig } from '../src/config/app-config.service';
import { ApiClient, expectStatus } from './api-client';
import { E2E_DB, uniqueName } from './app.factory';
import { parseSse, SseEvent } from './sse-helpers';

export interface Member {
  client: ApiClient;
  id: string;
  username: string;
}

/** A registered, signed-in user. */
export async function signUp(app: INestApplication): Promise<Member> {
  const client = new ApiClient(app);
  const username = uniqueName('mem');
  const res = await client.register(username).then(expectStatus(201));
  await client.login(username).then(expectStatus(200));
  return { client, id: res.body.user.id, username };
}

/** Memory off, always encrypted (issue 34), auto-delete never. */
export const DEFAULT_PREFS = {
  memoryEnabled: false,
  memoryEncryption: true,
  autoDeleteDays: null,
};

export function setPreferences(member: Member, changes: Record<string, unknown>) {
  return member.client
    .send('put', '/api/memory/preferences', { ...DEFAULT_PREFS, ...changes })
    .then(expectStatus(200));
}

interface AskOptions {
  assistant?: string;
  sessionId?: string;
  /** The model to answer with (issue 42); none: the default. */
  model?: string;
}

/** One question on the signed-in stream; returns the SSE events. */
export async function ask(
  member: Member,
  query: string,
  { assistant = 'brain', sessionId = 'session-1', model }: AskOptions = {},
): Promise<SseEvent[]> {
  const res = await member.client
    .post(`/api/assistants/${assistant}/stream`, { query, sessionId, ...(model ? { model } : {}) })
    .then(expectStatus(200));
  return parseSse(res.text).events;
}

export async function conversations(member: Member) {
  const res = await member.client.agent.get('/api/memory/conversations').then(expectStatus(200));
  return res.body.conversations as {
    id: string;
    title: string | null;
    assistantType: string;
    model: string | null;
    sessionId: string;
    isPersistent: boolean;
    updatedAt: string;
  }[];
}

export async function messages(member: Member, conversationId: string) {
  const res = await member.client.agent
    .get(`/api/memory/conversations/${conversationId}`)
    .then(expectStatus(200));
  return res.body.messages as {
    id: string;
    role: string;
    content: string;
    isEncrypted: boolean;
    createdAt: string;
    error?: { code: string; message: string };
  }[];
}

export interface RawConversation {
  id: string;
  title: string | null;
  title_key_id: string | null;
  title_by_user: boolean | number;
}

export interface RawMessage {
  id: string;
  content: string;
  is_encrypted: boolean | number;
  key_id: string | null;
}

/**
 * The database itself, through its own driver (better-sqlite3 or pg), not through the app:
 * what someone holding a copy of the database file or a dump would see.
 */
export async function withRawDatabase<T>(
  app: INestApplication,
  work: (db: {
    messages(userId: string): Promise<RawMessage[]>;
    setContent(id: string, content: string): Promise<void>;
    /** The row as a version before issue 34 stored it with encryption off: plain text. */
    makePlain(id: string, content: string): Promise<void>;
    /** Every stored column of the user's conversations and messages, as one string. */
    dump(userId: string): Promise<string>;
    conversation(id: string): Promise<RawConversation>;
    /** The stored (sealed) title as it is, e.g. null as before issue 42 or altered. */
    setTitle(id: string, title: string | null): Promise<void>;
  }) => Promise<T>,
): Promise<T> {
  const config = app.get(AppConfig);
  if (E2E_DB === 'sqlite') {
    const db = new Database(join(config.dataDir, 'ironkeep.sqlite'));
    try {
      return await work({
        messages: async (userId) =>
          db
            .prepare('SELECT * FROM memory_messages WHERE user_id = ? ORDER BY seq')
            .all(userId) as RawMessage[],
        setContent: async (id, content) => {
          db.prepare('UPDATE memory_messages SET content = ? WHERE id = ?').run(content, id);
        },
        makePlain: async (id, content) => {
          db.prepare(
            'UPDATE memory_messages SET content = ?, is_encrypted = 0, key_id = NULL WHERE id = ?',
          ).run(content, id);
        },
        dump: async (userId) =>
          JSON.stringify(
            db.prepare('SELECT * FROM memory_messages WHERE user_id = ?').all(userId),
          ) +
          JSON.stringify(
            db.prepare('SELECT * FROM memory_conversations WHERE user_id = ?').all(userId),
          ),
        conversation: async (id) =>
          db.prepare('SELECT * FROM memory_conversations WHERE id = ?').get(id) as RawConversation,
        setTitle: async (id, title) => {
          db.prepare('UPDATE memory_conversations SET title = ? WHERE id = ?').run(title, id);
        },
      });
    } finally {
      db.close();
    }
  }
  const client = new Client({ connectionString: config.database.url });
  await client.connect();
  try {
    return await work({
      messages: async (userId) =>
        (
          await client.query('SELECT * FROM memory_messages WHERE user_id = $1 ORDER BY seq', [
            userId,
          ])
        ).rows as RawMessage[],
      setContent: async (id, content) => {
        await client.query('UPDATE memory_messages SET content = $1 WHERE id = $2', [content, id]);
      },
      makePlain: async (id, content) => {
        await client.query(
          'UPDATE memory_messages SET content = $1, is_encrypted = false, key_id = NULL WHERE id = $2',
          [content, id],
        );
      },
      dump: async (userId) =>
        JSON.stringify(
          (await client.query('SELECT * FROM memory_messages WHERE user_id = $1', [userId])).rows,
        ) +
        JSON.stringify(
          (await client.query('SELECT * FROM memory_conversations WHERE user_id = $1', [userId]))
            .rows,
        ),
      conversation: async (id) =>
        (await client.query('SELECT * FROM memory_conversations WHERE id = $1', [id]))
          .rows[0] as RawConversation,
      setTitle: async (id, title) => {
        await client.query('UPDATE memory_conversations SET title = $1 WHERE id = $2', [title, id]);
      },
    });
  } finally {
    await client.end();
  }
}

/** Flips one bit of one byte of a sealed value's ciphertext part. */
export function tamperOneByte(sealed: string): string {
  const parts = sealed.split('.');
  const body = Buffer.from(parts[3], 'base64url');
  body[0] ^= 0x01;
  parts[3] = body.toString('base64url');
  return parts.join('.');
}
