import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { entryHash, GENESIS_HASH, HashedFields } from '../../modules/audit/chain/entry-hash';
import { timestampType } from '../column-types';

const READ_BATCH = 2000;
/** 16 columns a row: 50 rows stay under SQLite's oldest limit of 999 bound values. */
const INSERT_BATCH = 50;
const SIGN_IN_EVENTS = new Set(['login_success', 'login_failed', 'backup_code_used']);

interface OldRow {
  user_id: string | null;
  event: string;
  success: boolean | number;
  ip_address: string | null;
  user_agent: string | null;
  details: string | null;
  created_at: Date | string;
  username: string | null;
  organization_id: string | null;
}

/**
 * One store: the security log's rows become audit-trail entries (chained in their time order)
 * and `security_logs` is dropped; the Activity tab reads the trail from now on. An admin's
 * change was logged twice (the actor's row and the target's); the actor's row becomes one entry
 * with the target account, and the target's copy is dropped, since both logs show that entry.
 */
export class SecurityLogIntoAudit1732414100000 implements MigrationInterface {
  name = 'SecurityLogIntoAudit1732414100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const [tail] = await queryRunner.query(
      'SELECT "id", "hash" FROM "audit_entries" ORDER BY "id" DESC LIMIT 1',
    );
    let previous = tail
      ? { id: Number(tail.id), hash: String(tail.hash) }
      : { id: 0, hash: GENESIS_HASH };
    for (let offset = 0; ; offset += READ_BATCH) {
      const rows: OldRow[] = await queryRunner.query(
        `SELECT s."user_id", s."event", s."success", s."ip_address", s."user_agent", s."details",
                s."created_at", u."username", u."organization_id"
           FROM "security_logs" s LEFT JOIN "users" u ON u."id" = s."user_id"
          ORDER BY s."created_at", s."id" LIMIT ${READ_BATCH} OFFSET ${offset}`,
      );
      const entries: (HashedFields & { hash: string })[] = [];
      for (const row of rows) {
        const fields = toEntryFields(row);
        if (!fields) continue;
        const entry = { ...fields, id: previous.id + 1, prevHash: previous.hash };
        const hashed = { ...entry, hash: entryHash(entry) };
        entries.push(hashed);
        previous = { id: hashed.id, hash: hashed.hash };
      }
      for (let i = 0; i < entries.length; i += INSERT_BATCH) {
        await insertRows(queryRunner, entries.slice(i, i + INSERT_BATCH).map(toColumns));
      }
      if (rows.length < READ_BATCH) break;
    }
    await queryRunner.dropTable('security_logs');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The structure comes back; the events stay in the audit trail.
    await queryRunner.createTable(
      new Table({
        name: 'security_logs',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'event', type: 'varchar', length: '64' },
          { name: 'success', type: 'boolean' },
          { name: 'ip_address', type: 'varchar', length: '64', isNullable: true },
          { name: 'user_agent', type: 'varchar', length: '300', isNullable: true },
          { name: 'details', type: 'text', isNullable: true },
          { name: 'created_at', type: timestampType(queryRunner), default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'security_logs',
      new TableIndex({
        name: 'IDX_security_logs_user_created',
        columnNames: ['user_id', 'created_at'],
      }),
    );
  }
}

function toEntryFields(row: OldRow): Omit<HashedFields, 'id' | 'prevHash'> | null {
  const details = parse(row.details);
  if (details && 'changedBy' in details) return null;
  const targetUserId = typeof details?.targetUserId === 'string' ? details.targetUserId : null;
  return {
    occurredAt: toMs(row.created_at),
    actorType: 'user',
    actorId: row.user_id,
    actorName: row.username,
    actorAuth: SIGN_IN_EVENTS.has(row.event) ? 'password' : 'session',
    action: row.event,
    outcome: row.success === true || row.success === 1 ? 'success' : 'failure',
    targetType: targetUserId ? 'user' : null,
    targetId: targetUserId,
    organizationId: row.organization_id,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    details: JSON.stringify({ ...details, importedFrom: 'security_logs' }),
  };
}

function parse(text: string | null): Record<string, unknown> | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { text };
  }
}

/** PostgreSQL returns a Date; SQLite the UTC text TypeORM wrote ("2026-01-31 12:00:00.250"). */
function toMs(value: Date | string): number {
  if (value instanceof Date) return value.getTime();
  return Date.parse(`${value.replace(' ', 'T')}${/Z|[+-]\d\d:?\d\d$/.test(value) ? '' : 'Z'}`);
}

/** Plain SQL: the query builder would map keys through today's entity, not this table. */
async function insertRows(queryRunner: QueryRunner, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const postgres = queryRunner.connection.options.type === 'postgres';
  const columns = Object.keys(rows[0]);
  const values: unknown[] = [];
  const tuples = rows.map((row) => {
    const marks = columns.map((column) => {
      values.push(row[column]);
      return postgres ? `$${values.length}` : '?';
    });
    return `(${marks.join(', ')})`;
  });
  await queryRunner.query(
    `INSERT INTO "audit_entries" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES ${tuples.join(', ')}`,
    values,
  );
}

function toColumns(e: HashedFields & { hash: string }): Record<string, unknown> {
  return {
    id: e.id,
    occurred_at: e.occurredAt,
    actor_type: e.actorType,
    actor_id: e.actorId,
    actor_name: e.actorName,
    actor_auth: e.actorAuth,
    action: e.action,
    outcome: e.outcome,
    target_type: e.targetType,
    target_id: e.targetId,
    organization_id: e.organizationId,
    ip_address: e.ipAddress,
    user_agent: e.userAgent,
    details: e.details,
    prev_hash: e.prevHash,
    hash: e.hash,
  };
}
