import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** What Enterprise's IronKeep Local keys allow from now on (docs/organizations-and-billing.md). */
const ENTERPRISE_LICENSE_USERS = 25;
const OLD_LINE = 'IronKeep Local license for 5 users';
const NEW_LINE = `IronKeep Local license for ${ENTERPRISE_LICENSE_USERS} users`;

/**
 * Issue 34: Enterprise ($1,999) licensed IronKeep Local for 5 users, the same as Professional
 * ($499). A plan may now grant more users than its tier's default: `plans.license_max_users`
 * (NULL = the tier's, TIER_GRANTS), set for the seeded Enterprise plan, whose feature line says
 * so. Only that one line is rewritten (REPLACE), so lines other migrations add stay as they are.
 * Constants only: the same SQL runs on PostgreSQL and SQLite.
 */
export class EnterpriseLicenseUsers1732434000000 implements MigrationInterface {
  name = 'EnterpriseLicenseUsers1732434000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'plans',
      new TableColumn({ name: 'license_max_users', type: 'integer', isNullable: true }),
    );
    await queryRunner.query(
      `UPDATE plans SET license_max_users = ${ENTERPRISE_LICENSE_USERS}, ` +
        `features = REPLACE(features, '${OLD_LINE}', '${NEW_LINE}') WHERE id = 'enterprise'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE plans SET features = REPLACE(features, '${NEW_LINE}', '${OLD_LINE}') ` +
        `WHERE id = 'enterprise'`,
    );
    await queryRunner.dropColumn('plans', 'license_max_users');
  }
}
