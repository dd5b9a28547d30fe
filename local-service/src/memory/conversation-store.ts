import type { ChatTurn } from '../runtime/model-runtime';
import type { Storage } from './storage';

export interface SessionSummary {
  sessionId: string;
  lastActivity: string;
}

export interface StoredTurn {
  role: 'user' | 'assistant';
  content: string;
  createdAt: Date;
}

/** Sessions and their messages in SQLite: the conversation memory behind /chat. */
export class ConversationStore {
  constructor(private readonly storage: Storage) {}

  private get db() {
    return this.storage.db;
  }

  /** The session's latest `limit` turns, oldest first (what the model sees as history). */
  recentTurns(sessionId: string, limit: number): ChatTurn[] {
    const rows = this.db
      .prepare(`SELECT role, content FROM messages WHERE session_id = ? ORDER BY id DESC LIMIT ?`)
      .all(sessionId, limit) as ChatTurn[];
    return rows.reverse();
  }

  /** Records one exchange and bumps the session's last activity, atomically. */
  appendExchange(sessionId: string, user: StoredTurn, assistant: StoredTurn): void {
    const at = assistant.createdAt.getTime();
    this.storage.write((db) => {
      const insertMessage = db.prepare(
        `INSERT INTO messages (session_id, role, content, created_at) VALUES (?, ?, ?, ?)`,
      );
      db.transaction(() => {
        db.prepare(
          `INSERT INTO sessions (id, created_at, last_activity) VALUES (?, ?, ?)
           ON CONFLICT (id) DO UPDATE SET last_activity = excluded.last_activity`,
        ).run(sessionId, user.createdAt.getTime(), at);
        insertMessage.run(sessionId, user.role, user.content, user.createdAt.getTime());
        insertMessage.run(sessionId, assistant.role, assistant.content, at);
      })();
    });
  }

  /** Newest activity first. */
  listSessions(limit: number): SessionSummary[] {
    const rows = this.db
      .prepare(
        `SELECT id, last_activity FROM sessions ORDER BY last_activity DESC, rowid DESC LIMIT ?`,
      )
      .all(limit) as { id: string; last_activity: number }[];
    return rows.map((row) => ({
      sessionId: row.id,
      lastActivity: new Date(row.last_activity).toISOString(),
    }));
  }

  /** Deletes a session and its messages; returns how many messages went. */
  clearSession(sessionId: string): number {
    return this.storage.write((db) =>
      db.transaction(() => {
        const { changes } = db.prepare(`DELETE FROM messages WHERE session_id = ?`).run(sessionId);
        db.prepare(`DELETE FROM sessions WHERE id = ?`).run(sessionId);
        return changes;
      })(),
    );
  }

  countSessions(): number {
    return (this.db.prepare(`SELECT COUNT(*) AS n FROM sessions`).get() as { n: number }).n;
  }
}
