import { randomUUID } from 'node:crypto';
import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';

/**
 * The audit trail (docs/audit.md): hash-chained entries, the trail's bookmarks (retention
 * checkpoint, syslog outbox position), and `audit:read` for admins. Times are bigint
 * milliseconds: a timestamp without time zone reads back differently when the server's zone
 * changes (or twice in a DST fall-back hour), which would break the hashes.
 */
export class AuditTrail1732414000000 implements MigrationInterface {
  name = 'AuditTrail1732414000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'audit_entries',
        columns: [
          { name: 'id', type: 'bigint', isPrimary: true },
          { name: 'occurred_at', type: 'bigint' },
          { name: 'actor_type', type: 'varchar', length: '16' },
          { name: 'actor_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'actor_name', type: 'varchar', length: '100', isNullable: true },
          { name: 'actor_auth', type: 'varchar', length: '16' },
          { name: 'action', type: 'varchar', length: '64' },
          { name: 'outcome', type: 'varchar', length: '16' },
          { name: 'target_type', type: 'varchar', length: '32', isNullable: true },
          { name: 'target_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'organization_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'ip_address', type: 'varchar', length: '64', isNullable: true },
          { name: 'user_agent', type: 'varchar', length: '300', isNullable: true },
          { name: 'details', type: 'text', isNullable: true },
          { name: 'prev_hash', type: 'varchar', length: '64' },
          { name: 'hash', type: 'varchar', length: '64' },
        ],
      }),
    );
    // Time ranges (filters, export, retention); a user's, a target's and an organisation's
    // entries newest first (Activity tab, organisation view). No index per action: the filter
    // narrows one of these or a time range.
    const indexes: [string, string[]][] = [
      ['IDX_audit_entries_occurred', ['occurred_at']],
      ['IDX_audit_entries_actor', ['actor_id', 'id']],
      ['IDX_audit_entries_target', ['target_id', 'id']],
      ['IDX_audit_entries_organization', ['organization_id', 'id']],
    ];
    for (const [name, columnNames] of indexes) {
      await queryRunner.createIndex('audit_entries', new TableIndex({ name, columnNames }));
    }
    await queryRunner.createTable(
      new Table({
        name: 'audit_cursors',
        columns: [
          { name: 'name', type: 'varchar', length: '32', isPrimary: true },
          { name: 'entry_id', type: 'bigint' },
          { name: 'entry_hash', type: 'varchar', length: '64', isNullable: true },
          { name: 'updated_at', type: 'bigint' },
        ],
      }),
    );
    const permissionId = randomUUID();
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('permissions')
      .values({ id: permissionId, resource: 'audit', action: 'read' })
      .execute();
    await queryRunner.manager
      .createQueryBuilder()
      .insert()
      .into('role_permissions')
      .values({ role_name: 'admin', permission_id: permissionId })
      .execute();
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "permissions" WHERE "resource" = 'audit' AND "action" = 'read'`,
    );
    await queryRunner.dropTable('audit_cursors');
    await queryRunner.dropTable('audit_entries');
  }
}
