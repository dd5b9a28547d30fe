import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintNumber } from './audit-entry.entity';

/** The names of the trail's bookmarks. */
export const AUDIT_CURSORS = {
  /** The retention checkpoint: the last purged entry's id and hash, where the chain now starts. */
  purged: 'purged',
  /** The syslog outbox: the last entry the collector has been sent. */
  syslog: 'syslog',
} as const;

/** A bookmark in the trail (one row per name, updated in place). */
@Entity('audit_cursors')
export class AuditCursorEntity {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  name: string;

  @Column({ name: 'entry_id', type: 'bigint', transformer: bigintNumber })
  entryId: number;

  /** The hash of entry `entryId` (the checkpoint needs it once that entry is gone). */
  @Column({ name: 'entry_hash', type: 'varchar', length: 64, nullable: true })
  entryHash: string | null;

  @Column({ name: 'updated_at', type: 'bigint', transformer: bigintNumber })
  updatedAt: number;
}
