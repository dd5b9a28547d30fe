import { createHash } from 'node:crypto';

/** The previous hash of the very first entry of a trail that was never purged. */
export const GENESIS_HASH = '0'.repeat(64);

/** Every stored field of an entry except its own hash: what the hash covers. */
export interface HashedFields {
  id: number;
  /** Milliseconds since the epoch: an integer reads back the same on every driver and time zone. */
  occurredAt: number;
  actorType: string;
  actorId: string | null;
  actorName: string | null;
  actorAuth: string;
  action: string;
  outcome: string;
  targetType: string | null;
  targetId: string | null;
  organizationId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  /** The JSON text exactly as stored. */
  details: string | null;
  prevHash: string;
}

/**
 * SHA-256 (hex) of an entry. The input is a JSON array in a fixed order, so no field can leak
 * into its neighbour ("ab","c" and "a","bc" differ) and the format needs no escaping rules of its
 * own. "v1" names this layout: a future layout gets a new tag, and entries keep the one they were
 * written with. Frozen: the audit-trail migration hashes the imported security log with it.
 */
export function entryHash(e: HashedFields): string {
  const canonical = JSON.stringify([
    'v1',
    e.id,
    e.occurredAt,
    e.actorType,
    e.actorId,
    e.actorName,
    e.actorAuth,
    e.action,
    e.outcome,
    e.targetType,
    e.targetId,
    e.organizationId,
    e.ipAddress,
    e.userAgent,
    e.details,
    e.prevHash,
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
