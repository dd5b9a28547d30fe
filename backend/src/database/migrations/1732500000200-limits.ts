import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { timestampType } from '../column-types';

/**
 * Limits of teams, organisation members and API tokens (issue 40, modules/limits): one row per
 * subject, each limit nullable (null: no limit of that kind at that level).
 */
export class Limits1732500000200 implements MigrationInterface {
  name = 'Limits1732500000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'limit_sets',
        columns: [
          { name: 'scope', type: 'varchar', length: '10', isPrimary: true },
          { name: 'subject_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'monthly_tokens', type: 'bigint', isNullable: true },
          { name: 'requests_per_minute', type: 'integer', isNullable: true },
          { name: 'tokens_per_minute', type: 'integer', isNullable: true },
          { name: 'max_concurrent', type: 'integer', isNullable: true },
          { name: 'updated_at', type: timestampType(queryRunner) },
        ],
        indices: [
          new TableIndex({ name: 'IDX_limit_sets_organization', columnNames: ['organization_id'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('limit_sets');
  }
}
