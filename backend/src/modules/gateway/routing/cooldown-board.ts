import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';

/**
 * Servers that failed a request recently and are skipped until their cooldown ends. Each
 * replica keeps a local copy (the hot path reads it without I/O); with Redis a cooldown is also
 * stored there (a key that expires with it) and announced on a channel, so every replica skips
 * the server at once, and a replica that missed the message finds it when it refreshes the
 * organization's servers (`sync`).
 */
export class CooldownBoard {
  private readonly logger = new Logger('GatewayCooldown');
  private readonly until = new Map<string, number>();
  private subscriber?: Redis;

  constructor(
    private readonly now: () => number,
    private readonly redis: Redis | null = null,
    private readonly prefix = 'ironkeep:',
  ) {}

  private key(serverId: string): string {
    return `${this.prefix}gateway:cooldown:${serverId}`;
  }

  private get channel(): string {
    return `${this.prefix}gateway:cooldowns`;
  }

  isCooling(serverId: string): boolean {
    const until = this.until.get(serverId);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(serverId);
    return false;
  }

  /** Starts (or extends) a cooldown here and, with Redis, on every replica. */
  coolDown(serverId: string, ms: number): void {
    if (ms <= 0) return;
    const until = this.now() + ms;
    this.until.set(serverId, Math.max(until, this.until.get(serverId) ?? 0));
    if (!this.redis) return;
    this.redis
      .multi()
      .set(this.key(serverId), String(until), 'PX', ms)
      .publish(this.channel, JSON.stringify({ serverId, until }))
      .exec()
      .catch((err: Error) => this.logger.warn(`Cooldown not shared: ${err.message}`));
  }

  /** Ends a cooldown here and in Redis (other replicas' copies lapse with their own timers). */
  async clear(serverId: string): Promise<void> {
    this.until.delete(serverId);
    await this.redis?.del(this.key(serverId));
  }

  /** Reads the shared cooldowns of these servers (after a replica loads an organization's list). */
  async sync(serverIds: readonly string[]): Promise<void> {
    if (!this.redis || serverIds.length === 0) return;
    const values = await this.redis.mget(serverIds.map((id) => this.key(id)));
    values.forEach((value, i) => {
      const until = Number(value);
      if (value !== null && until > this.now()) this.until.set(serverIds[i], until);
    });
  }

  start(): void {
    if (!this.redis) return;
    const subscriber = this.redis.duplicate({
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
    });
    this.subscriber = subscriber;
    subscriber.on('error', () => undefined);
    subscriber.on('ready', () => {
      subscriber.subscribe(this.channel).catch((err: Error) => {
        this.logger.warn(`Cannot subscribe to gateway cooldowns: ${err.message}`);
      });
    });
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { serverId, until } = JSON.parse(message) as { serverId?: unknown; until?: unknown };
        if (typeof serverId === 'string' && typeof until === 'number' && until > this.now())
          this.until.set(serverId, Math.max(until, this.until.get(serverId) ?? 0));
      } catch {
        // Not ours: ignore.
      }
    });
  }

  stop(): void {
    this.subscriber?.disconnect();
  }
}
