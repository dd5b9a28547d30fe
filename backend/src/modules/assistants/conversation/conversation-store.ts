import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { Clock, SystemClock } from '../../../common/clock/clock';
import { ConversationTurn } from '../providers/llm-provider';

/** How many turns (user + assistant messages) a follow-up question can see. */
export const MAX_TURNS = 12;
const MAX_SESSIONS = 5_000;
const SESSION_TTL_MS = 60 * 60 * 1000;

/** Recent turns per demo session, so follow-up questions see what was asked before. */
export abstract class ConversationStore {
  abstract history(key: string): Promise<ConversationTurn[]>;
  abstract append(key: string, turns: ConversationTurn[]): Promise<void>;
}

/** Bounded in-process LRU: the least recently used session is dropped past MAX_SESSIONS. */
export class MemoryConversationStore extends ConversationStore {
  private readonly sessions = new Map<string, { turns: ConversationTurn[]; expiresAt: number }>();

  constructor(
    private readonly maxSessions = MAX_SESSIONS,
    private readonly clock: Clock = new SystemClock(),
  ) {
    super();
  }

  async history(key: string): Promise<ConversationTurn[]> {
    const entry = this.sessions.get(key);
    if (!entry || entry.expiresAt <= this.clock.nowMs()) {
      this.sessions.delete(key);
      return [];
    }
    return [...entry.turns];
  }

  async append(key: string, turns: ConversationTurn[]): Promise<void> {
    const previous = await this.history(key);
    this.sessions.delete(key); // re-insert so Map order tracks recency
    this.sessions.set(key, {
      turns: [...previous, ...turns].slice(-MAX_TURNS),
      expiresAt: this.clock.nowMs() + SESSION_TTL_MS,
    });
    while (this.sessions.size > this.maxSessions) {
      this.sessions.delete(this.sessions.keys().next().value!);
    }
  }
}

/** Shared by every replica when Redis is configured; each session expires after an idle hour. */
export class RedisConversationStore extends ConversationStore {
  private readonly logger = new Logger('DemoConversations');

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  private key(key: string): string {
    return `${this.prefix}demo-conversation:${key}`;
  }

  // The demo must keep answering while Redis is down: it then forgets earlier turns, nothing more.
  async history(key: string): Promise<ConversationTurn[]> {
    try {
      const items = await this.redis.lrange(this.key(key), 0, -1);
      return items.map((item) => JSON.parse(item) as ConversationTurn);
    } catch (err) {
      this.logger.warn(`Demo history unavailable: ${err instanceof Error ? err.message : err}`);
      return [];
    }
  }

  async append(key: string, turns: ConversationTurn[]): Promise<void> {
    await this.redis
      .multi()
      .rpush(this.key(key), ...turns.map((t) => JSON.stringify(t)))
      .ltrim(this.key(key), -MAX_TURNS, -1)
      .pexpire(this.key(key), SESSION_TTL_MS)
      .exec()
      .catch((err: Error) => this.logger.warn(`Demo history not saved: ${err.message}`));
  }
}
