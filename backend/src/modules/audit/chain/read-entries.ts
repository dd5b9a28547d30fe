import { EntityManager } from 'typeorm';
import { organizationTerms } from '../audit-filters';
import { HashedFields } from './entry-hash';

export type StoredEntry = HashedFields & { hash: string };

const COLUMNS = [
  ['id', 'id'],
  ['occurred_at', 'occurredAt'],
  ['actor_type', 'actorType'],
  ['actor_id', 'actorId'],
  ['actor_name', 'actorName'],
  ['actor_auth', 'actorAuth'],
  ['action', 'action'],
  ['outcome', 'outcome'],
  ['target_type', 'targetType'],
  ['target_id', 'targetId'],
  ['organization_id', 'organizationId'],
  ['ip_address', 'ipAddress'],
  ['user_agent', 'userAgent'],
  ['details', 'details'],
  ['prev_hash', 'prevHash'],
  ['hash', 'hash'],
] as const;

const SELECT = COLUMNS.map(([column, field]) => `"${column}" AS "${field}"`).join(', ');

export interface EntryRange {
  /** Only entries whose time is at or after this (ms). */
  fromMs?: number;
  /** Only entries whose time is before this (ms). */
  toMs?: number;
  /** Stop at this id (inclusive). */
  untilId?: number;
  /** The admin list's filters, so an export holds what the screen showed (audit-filters.ts). */
  actor?: string;
  action?: string;
  organization?: string;
}

/**
 * Up to `limit` entries with an id above `afterId`, in chain order, as plain rows: the walks
 * over the whole trail (verify, export, syslog) skip entity hydration, which costs more than
 * the hashing at a million rows.
 */
export async function readEntriesAfter(
  manager: EntityManager,
  afterId: number,
  limit: number,
  range: EntryRange = {},
): Promise<StoredEntry[]> {
  const postgres = manager.connection.options.type === 'postgres';
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return postgres ? `$${params.length}` : '?';
  };
  const where = [`"id" > ${param(afterId)}`];
  if (range.untilId !== undefined) where.push(`"id" <= ${param(range.untilId)}`);
  if (range.fromMs !== undefined) where.push(`"occurred_at" >= ${param(range.fromMs)}`);
  if (range.toMs !== undefined) where.push(`"occurred_at" < ${param(range.toMs)}`);
  if (range.actor) {
    where.push(
      `("actor_id" = ${param(range.actor)} OR lower("actor_name") = ${param(range.actor.toLowerCase())})`,
    );
  }
  if (range.action) where.push(`"action" = ${param(range.action)}`);
  if (range.organization) {
    const { id, pattern } = organizationTerms(range.organization);
    where.push(
      `"organization_id" IN (SELECT "id" FROM "organizations" WHERE "id" = ${param(id)} ` +
        `OR lower("name") LIKE ${param(pattern)} ESCAPE '\\' OR "slug" LIKE ${param(pattern)} ESCAPE '\\')`,
    );
  }
  const rows: Record<string, unknown>[] = await manager.query(
    `SELECT ${SELECT} FROM "audit_entries" WHERE ${where.join(' AND ')} ORDER BY "id" LIMIT ${param(limit)}`,
    params,
  );
  return rows.map((row) => ({
    ...(row as unknown as StoredEntry),
    id: Number(row.id),
    occurredAt: Number(row.occurredAt),
  }));
}
