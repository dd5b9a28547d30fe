import { randomUUID } from 'node:crypto';
import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';

const LEAD_TABLES = ['contact_messages', 'enterprise_leads'] as const;

/** The grants of issue 34: managers and admins work the leads and read the customer list. */
const NEW_PERMISSIONS = [
  { resource: 'leads', action: 'update', roles: ['manager', 'admin'] },
  { resource: 'organizations', action: 'read', roles: ['manager', 'admin'] },
] as const;

/**
 * Issue 34: a follow-up status on contact messages and enterprise leads (new, contacted,
 * closed; every stored one starts as new), indexed with the creation time so the admin's
 * filtered, newest-first list reads from the index; and the permissions for the Leads status
 * change and the Customers list. The seed is frozen here: a later change is a new migration.
 */
export class LeadStatusAndCustomers1732432000000 implements MigrationInterface {
  name = 'LeadStatusAndCustomers1732432000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of LEAD_TABLES) {
      await queryRunner.addColumn(
        table,
        new TableColumn({
          name: 'status',
          type: 'varchar',
          length: '20',
          default: "'new'",
          isNullable: false,
        }),
      );
      await queryRunner.createIndex(
        table,
        new TableIndex({
          name: `IDX_${table}_status_created`,
          columnNames: ['status', 'created_at'],
        }),
      );
    }
    for (const { resource, action, roles } of NEW_PERMISSIONS) {
      const id = randomUUID();
      await queryRunner.manager
        .createQueryBuilder()
        .insert()
        .into('permissions')
        .values({ id, resource, action })
        .execute();
      for (const role of roles) {
        await queryRunner.manager
          .createQueryBuilder()
          .insert()
          .into('role_permissions')
          .values({ role_name: role, permission_id: id })
          .execute();
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const { resource, action } of NEW_PERMISSIONS) {
      await queryRunner.query(
        `DELETE FROM "role_permissions" WHERE "permission_id" IN ` +
          `(SELECT "id" FROM "permissions" WHERE "resource" = '${resource}' AND "action" = '${action}')`,
      );
      await queryRunner.query(
        `DELETE FROM "permissions" WHERE "resource" = '${resource}' AND "action" = '${action}'`,
      );
    }
    for (const table of LEAD_TABLES) {
      await queryRunner.dropIndex(table, `IDX_${table}_status_created`);
      await queryRunner.dropColumn(table, 'status');
    }
  }
}
