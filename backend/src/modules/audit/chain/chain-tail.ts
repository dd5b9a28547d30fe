import { EntityManager } from 'typeorm';
import { AUDIT_CURSORS, AuditCursorEntity } from '../entities/audit-cursor.entity';
import { AuditEntryEntity } from '../entities/audit-entry.entity';
import { GENESIS_HASH } from './entry-hash';

export interface ChainLink {
  id: number;
  hash: string;
}

/** The retention checkpoint: where the chain starts (entry 0 and the genesis hash if never purged). */
export async function chainStart(manager: EntityManager): Promise<ChainLink> {
  const cursor = await manager.findOneBy(AuditCursorEntity, { name: AUDIT_CURSORS.purged });
  return cursor ? { id: cursor.entryId, hash: cursor.entryHash ?? GENESIS_HASH } : genesis();
}

/** The entry the next one chains to: the newest, or the checkpoint when every entry was purged. */
export async function chainTail(manager: EntityManager): Promise<ChainLink> {
  const [last] = await manager.find(AuditEntryEntity, {
    select: { id: true, hash: true },
    order: { id: 'DESC' },
    take: 1,
  });
  return last ? { id: last.id, hash: last.hash } : chainStart(manager);
}

function genesis(): ChainLink {
  return { id: 0, hash: GENESIS_HASH };
}
