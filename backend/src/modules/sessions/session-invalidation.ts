import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { SessionCache } from './session-cache';

type Eviction = { session: string } | { user: string } | { token: string };

/**
 * Evicts cached sessions, API tokens and users on every replica at once: locally at the call, on the other
 * replicas through Redis pub/sub (one channel per key prefix). The caller awaits the PUBLISH, so
 * the message is on its way to every replica before the change is answered. Without Redis there
 * is one replica and the local eviction is all there is.
 *
 * A replica whose subscription dropped may have missed messages, so it forgets everything it
 * cached when the subscription comes back.
 */
export class SessionInvalidation {
  private readonly logger = new Logger('SessionInvalidation');
  private readonly origin = randomUUID();
  private subscriber?: Redis;

  constructor(
    private readonly cache: SessionCache,
    private readonly redis: Redis | null,
    private readonly channel: string,
  ) {}

  start(): void {
    if (!this.redis) return;
    const subscriber = this.redis.duplicate({
      commandTimeout: undefined,
      maxRetriesPerRequest: null,
      autoResubscribe: false,
    });
    this.subscriber = subscriber;
    let lost = false;
    subscriber.on('error', () => (lost = true));
    // (Re)subscribe on every connection: a first attempt made while Redis was down is not
    // retried by ioredis' own resubscription.
    subscriber.on('ready', () => {
      if (lost) this.cache.clear();
      lost = false;
      subscriber.subscribe(this.channel).catch((err: Error) => {
        this.logger.warn(`Cannot subscribe to session evictions: ${err.message}`);
      });
    });
    subscriber.on('message', (_channel: string, message: string) => this.receive(message));
  }

  async stop(): Promise<void> {
    this.subscriber?.disconnect();
  }

  evictSession(sid: string): Promise<void> {
    this.cache.evictSession(sid);
    return this.publish({ session: sid });
  }

  evictUser(userId: string): Promise<void> {
    this.cache.evictUser(userId);
    return this.publish({ user: userId });
  }

  /** `hash` is the API token's SHA-256 (the cache key), never the token itself. */
  evictToken(hash: string): Promise<void> {
    this.cache.evictToken(hash);
    return this.publish({ token: hash });
  }

  private async publish(eviction: Eviction): Promise<void> {
    if (!this.redis) return;
    const message = JSON.stringify({ ...eviction, origin: this.origin });
    // Redis down: the other replicas' copies lapse within SESSION_CACHE_TTL_MS anyway, and a
    // store that is down answers 503 before any cached session matters.
    await this.redis.publish(this.channel, message).catch((err: Error) => {
      this.logger.warn(`Session eviction not published: ${err.message}`);
    });
  }

  private receive(message: string): void {
    let parsed: Partial<{ session: string; user: string; token: string; origin: string }>;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (parsed.origin === this.origin) return;
    if (typeof parsed.session === 'string') this.cache.evictSession(parsed.session);
    if (typeof parsed.user === 'string') this.cache.evictUser(parsed.user);
    if (typeof parsed.token === 'string') this.cache.evictToken(parsed.token);
  }
}
