import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AuditAction, AuditOutcome } from './audit-actions';
import { AuditActor } from './audit-actor';
import { ChainSerializer } from './chain/chain-serializer';
import { chainTail } from './chain/chain-tail';
import { entryHash } from './chain/entry-hash';
import { AuditEntryEntity } from './entities/audit-entry.entity';
import { RequestContext } from './request-context';

export interface AuditEvent {
  action: AuditAction;
  /** Default success. */
  outcome?: AuditOutcome;
  /**
   * Who did it: the request's user (`@AuditedBy()` in the controller, passed down), or
   * SYSTEM_ACTOR for scheduled work. Required so that no call site forgets to say.
   */
  actor: AuditActor;
  target?: { type: string; id: string | null } | null;
  /** Default: the actor's organisation. */
  organizationId?: string | null;
  /** The IP, user agent and auth method of the request, if one is being served. */
  context?: RequestContext | null;
  /** Facts specific to the action; never a secret. */
  details?: Record<string, unknown>;
}

type Listener = () => void;
type EntryFields = Omit<AuditEntryEntity, 'id' | 'prevHash' | 'hash'>;

/** 16 columns a row: 60 rows stay under SQLite's oldest limit of 999 bound values. */
const GROUP_COMMIT_MAX = 60;

/**
 * The one writer of the audit trail: every security or admin action appends an entry here
 * (docs/audit.md). Each entry carries the SHA-256 of its content and its predecessor's hash.
 */
@Injectable()
export class AuditTrail {
  private readonly logger = new Logger(AuditTrail.name);
  private readonly serializer: ChainSerializer;
  private readonly listeners = new Set<Listener>();
  private readonly queue: {
    fields: EntryFields;
    resolve: (entry: AuditEntryEntity) => void;
    reject: (err: unknown) => void;
  }[] = [];
  private flushing = false;

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.serializer = new ChainSerializer(dataSource);
  }

  /**
   * Appends one entry: one INSERT (after a lock and one indexed read). Pass the action's
   * transaction manager to make the entry part of it; it then commits or rolls back with the
   * action. On failure the error propagates: the caller decides whether the action may go on.
   */
  async append(event: AuditEvent, manager?: EntityManager): Promise<AuditEntryEntity> {
    const fields = this.describe(event);
    const entry = manager
      ? (await this.serializer.run((m) => this.insertChained(m, [fields]), manager))[0]
      : await new Promise<AuditEntryEntity>((resolve, reject) => {
          this.queue.push({ fields, resolve, reject });
          if (!this.flushing) void this.flush();
        });
    for (const listener of this.listeners) listener();
    return entry;
  }

  /**
   * Group commit: appends that arrive while a batch is being written go together in the next
   * batch (one multi-row INSERT, one commit). The chain's lock is held for each commit, so one
   * commit per entry would cap the trail at one fsync per entry across every replica.
   */
  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, GROUP_COMMIT_MAX);
      try {
        const entries = await this.serializer.run((m) =>
          this.insertChained(
            m,
            batch.map((item) => item.fields),
          ),
        );
        batch.forEach((item, i) => item.resolve(entries[i]));
      } catch (err) {
        for (const item of batch) item.reject(err);
      }
    }
    this.flushing = false;
  }

  private async insertChained(manager: EntityManager, batch: EntryFields[]) {
    let tail = await chainTail(manager);
    const entries = batch.map((fields) => {
      const next = { ...fields, id: tail.id + 1, prevHash: tail.hash } as AuditEntryEntity;
      next.hash = entryHash(next);
      tail = next;
      return next;
    });
    await manager.insert(AuditEntryEntity, entries);
    return entries;
  }

  /** Like append, for actions that must not fail because the trail could not be written. */
  async appendOrReport(event: AuditEvent): Promise<void> {
    try {
      await this.append(event);
    } catch (err) {
      this.logger.error(`Could not append ${event.action} to the audit trail: ${err}`);
    }
  }

  /** Called after each append (the syslog outbox wakes up). */
  onAppended(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Runs `work` as the chain's only writer (the retention purge moves the chain's start). */
  exclusively<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.serializer.run(work);
  }

  private describe(event: AuditEvent): EntryFields {
    const { actor, context } = event;
    const organizationId =
      event.organizationId !== undefined ? event.organizationId : (actor.organizationId ?? null);
    return {
      occurredAt: this.clock.nowMs(),
      actorType: actor.type,
      actorId: clip(actor.id, 64),
      actorName: clip(actor.username, 100),
      actorAuth: actor.auth,
      action: event.action,
      outcome: event.outcome ?? 'success',
      targetType: clip(event.target?.type ?? null, 32),
      targetId: clip(event.target?.id ?? null, 64),
      organizationId: clip(organizationId, 36),
      ipAddress: clip(context?.ip ?? null, 64),
      userAgent: clip(context?.userAgent ?? null, 300),
      details: event.details ? JSON.stringify(event.details) : null,
    };
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * What the column can hold, read back unchanged: PostgreSQL refuses NUL in text and counts
 * varchar length in code points, and a split surrogate pair would be stored as U+FFFD — any of
 * which would make the stored entry differ from the hashed one.
 */
function clip(value: string | null, max: number): string | null {
  if (value === null) return null;
  const wellFormed = value.replace(LONE_SURROGATE, '\uFFFD').replace(/\0/g, '');
  return Array.from(wellFormed).slice(0, max).join('');
}
