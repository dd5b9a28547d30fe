import { Injectable, Logger } from '@nestjs/common';
import { EntityManager, LessThanOrEqual } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { AppConfig } from '../../config/app-config.service';
import { SYSTEM_ACTOR } from './audit-actor';
import { AuditTrail } from './audit-trail.service';
import { chainStart, ChainLink } from './chain/chain-tail';
import { readEntriesAfter } from './chain/read-entries';
import { AUDIT_CURSORS, AuditCursorEntity } from './entities/audit-cursor.entity';
import { AuditEntryEntity } from './entities/audit-entry.entity';

export const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 5000;

/**
 * Removes entries older than AUDIT_RETENTION_DAYS, oldest first, and only as a prefix of the
 * chain (an old entry written after a newer one, by a replica with a slow clock, waits for the
 * next run), so the rest stays one verifiable chain. The checkpoint (audit_cursors "purged")
 * keeps the last removed entry's id and hash: the first kept entry links to it. While a syslog
 * collector is configured, nothing it has not been sent is removed.
 */
@Injectable()
export class AuditRetention {
  private readonly logger = new Logger(AuditRetention.name);

  constructor(
    private readonly trail: AuditTrail,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Purges what is past retention; records the purge as an entry. Returns how many went. */
  async purge(): Promise<number> {
    const cutoff = this.clock.nowMs() - this.config.audit.retentionDays * DAY_MS;
    let removed = 0;
    let last: ChainLink | null = null;
    for (;;) {
      const batch = await this.trail.exclusively((m) => this.purgeBatch(m, cutoff));
      if (!batch) break;
      removed += batch.removed;
      last = batch.checkpoint;
      if (!batch.more) break;
    }
    if (last) {
      await this.trail.append({
        action: 'audit_purged',
        actor: SYSTEM_ACTOR,
        context: { ip: null, userAgent: null },
        details: {
          removed,
          olderThan: new Date(cutoff).toISOString(),
          retentionDays: this.config.audit.retentionDays,
          checkpointId: last.id,
          checkpointHash: last.hash,
        },
      });
      this.logger.log(`Audit retention removed ${removed} entries up to #${last.id}`);
    }
    return removed;
  }

  /**
   * One batch: moves the checkpoint first, then deletes up to it. A crash in between leaves rows
   * at or below the checkpoint, which verification skips and the next run deletes.
   */
  private async purgeBatch(manager: EntityManager, cutoff: number) {
    const start = await chainStart(manager);
    const limit = await this.deliveredUpTo(manager);
    const rows = await readEntriesAfter(manager, start.id, BATCH, {
      ...(limit === undefined ? {} : { untilId: limit }),
    });
    let checkpoint: ChainLink | null = null;
    for (const row of rows) {
      if (row.occurredAt >= cutoff) break;
      checkpoint = { id: row.id, hash: row.hash };
    }
    if (!checkpoint) return null;
    await manager.upsert(
      AuditCursorEntity,
      {
        name: AUDIT_CURSORS.purged,
        entryId: checkpoint.id,
        entryHash: checkpoint.hash,
        updatedAt: this.clock.nowMs(),
      },
      ['name'],
    );
    await manager.delete(AuditEntryEntity, { id: LessThanOrEqual(checkpoint.id) });
    const more = checkpoint.id === rows[rows.length - 1].id && rows.length === BATCH;
    return { removed: checkpoint.id - start.id, checkpoint, more };
  }

  /** The last entry sent to syslog, when forwarding is on: later ones must stay. */
  private async deliveredUpTo(manager: EntityManager): Promise<number | undefined> {
    if (!this.config.audit.syslog) return undefined;
    const cursor = await manager.findOneBy(AuditCursorEntity, { name: AUDIT_CURSORS.syslog });
    return cursor?.entryId ?? 0;
  }
}
