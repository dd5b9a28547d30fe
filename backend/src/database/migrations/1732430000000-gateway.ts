import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey } from 'typeorm';
import { timestampType } from '../column-types';

/**
 * The inference gateway (modules/gateway): each server's optional API key, sealed, and each
 * organization's choice of model for its assistants.
 */
export class Gateway1732430000000 implements MigrationInterface {
  name = 'Gateway1732430000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('servers', [
      new TableColumn({ name: 'api_key_sealed', type: 'text', isNullable: true }),
      new TableColumn({ name: 'api_key_id', type: 'varchar', length: '16', isNullable: true }),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'organization_ai_settings',
        columns: [
          { name: 'organization_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'default_chat_model', type: 'varchar', length: '200', isNullable: true },
          { name: 'updated_at', type: timestampType(queryRunner), default: 'CURRENT_TIMESTAMP' },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['organization_id'],
            referencedTableName: 'organizations',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('organization_ai_settings');
    await queryRunner.dropColumn('servers', 'api_key_id');
    await queryRunner.dropColumn('servers', 'api_key_sealed');
  }
}
