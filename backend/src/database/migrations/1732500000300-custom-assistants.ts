import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { timestampType } from '../column-types';

/**
 * Issue 42: the organization's custom assistants (modules/custom-assistants), and the model a
 * remembered conversation was held with (`memory_conversations.model`, null before).
 */
export class CustomAssistants1732500000300 implements MigrationInterface {
  name = 'CustomAssistants1732500000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    const time = timestampType(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'custom_assistants',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'slug', type: 'varchar', length: '32' },
          { name: 'name', type: 'varchar', length: '60' },
          { name: 'description', type: 'varchar', length: '200' },
          { name: 'icon', type: 'varchar', length: '32' },
          { name: 'color', type: 'varchar', length: '7' },
          { name: 'instructions', type: 'text' },
          { name: 'model', type: 'varchar', length: '200', isNullable: true },
          { name: 'knowledge_scope', type: 'varchar', length: '16' },
          { name: 'document_ids', type: 'text' },
          { name: 'starters', type: 'text' },
          { name: 'access_teams', type: 'text', isNullable: true },
          { name: 'created_at', type: time },
          { name: 'updated_at', type: time },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['organization_id'],
            referencedTableName: 'organizations',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_custom_assistants_organization_slug',
            columnNames: ['organization_id', 'slug'],
            isUnique: true,
          }),
        ],
      }),
    );
    // Plain ALTER TABLE: TypeORM's addColumn rebuilds the whole table on SQLite.
    await queryRunner.query(
      'ALTER TABLE "memory_conversations" ADD COLUMN "model" varchar(200) NULL',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "memory_conversations" DROP COLUMN "model"');
    await queryRunner.dropTable('custom_assistants');
  }
}
