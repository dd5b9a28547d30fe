import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { chainStart, ChainLink } from './chain/chain-tail';
import { entryHash, HashedFields } from './chain/entry-hash';
import { AUDIT_CURSORS, AuditCursorEntity } from './entities/audit-cursor.entity';
import { readEntriesAfter } from './chain/read-entries';

const BATCH = 5000;
/** A purge that moves the chain's start while the walk runs makes it start over (at most this often). */
const ATTEMPTS = 3;

export type BreakReason = 'content' | 'link' | 'missing';

export interface VerifyResult {
  ok: boolean;
  checked: number;
  /** The first entry that fails: its content no longer matches its hash, or its link is broken. */
  firstBrokenId: string | null;
  reason: BreakReason | null;
}

/**
 * Walks the chain from the retention checkpoint: each entry must have the next id, name its
 * predecessor's hash, and hash to its stored hash. An edited row fails its own hash; a deleted
 * row breaks the next entry's id and link. Deleting the newest entries leaves a shorter valid
 * chain, so the walk also checks that the trail still reaches the last entry sent to syslog.
 * Reads in keyset batches: memory stays flat at any size.
 */
@Injectable()
export class AuditVerifier {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async verify(): Promise<VerifyResult> {
    let result: VerifyResult = { ok: true, checked: 0, firstBrokenId: null, reason: null };
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const start = await chainStart(this.dataSource.manager);
      result = await this.walk(start);
      if (result.ok) return result;
      const now = await chainStart(this.dataSource.manager);
      if (now.id === start.id) return result;
    }
    return result;
  }

  private async walk(start: ChainLink): Promise<VerifyResult> {
    let previous = start;
    let checked = 0;
    for (;;) {
      const rows = await readEntriesAfter(this.dataSource.manager, previous.id, BATCH);
      for (const row of rows) {
        const reason = problemOf(row, previous);
        if (reason) return { ok: false, checked, firstBrokenId: String(row.id), reason };
        checked += 1;
        previous = { id: row.id, hash: row.hash };
      }
      if (rows.length < BATCH) break;
    }
    const delivered = await this.dataSource.manager.findOneBy(AuditCursorEntity, {
      name: AUDIT_CURSORS.syslog,
    });
    if (delivered && delivered.entryId > previous.id) {
      return { ok: false, checked, firstBrokenId: String(previous.id + 1), reason: 'missing' };
    }
    return { ok: true, checked, firstBrokenId: null, reason: null };
  }
}

function problemOf(row: HashedFields & { hash: string }, previous: ChainLink): BreakReason | null {
  if (row.id !== previous.id + 1) return 'missing';
  if (row.prevHash !== previous.hash) return 'link';
  if (entryHash(row) !== row.hash) return 'content';
  return null;
}
