import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { timestampType } from '../column-types';

/**
 * Issue 40 item 3: per-organization model rules (who may call a served model, the aliases it
 * answers to, the models that answer when none of its servers can) and an optional list of the
 * models an API token may call (`api_tokens.models`, JSON; null: every model its user may use).
 */
export class ModelAccess1732500000100 implements MigrationInterface {
  name = 'ModelAccess1732500000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'model_access_rules',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'model', type: 'varchar', length: '200' },
          // JSON array of team ids; null: everyone in the organization.
          { name: 'access_teams', type: 'text', isNullable: true },
          // JSON arrays of names.
          { name: 'aliases', type: 'text' },
          { name: 'fallbacks', type: 'text' },
          { name: 'updated_at', type: timestampType(queryRunner) },
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
            name: 'UQ_model_access_rules_organization_model',
            columnNames: ['organization_id', 'model'],
            isUnique: true,
          }),
        ],
      }),
    );
    // Plain ALTER TABLE: TypeORM's addColumn rebuilds the whole table on SQLite.
    await queryRunner.query('ALTER TABLE "api_tokens" ADD COLUMN "models" text NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "api_tokens" DROP COLUMN "models"');
    await queryRunner.dropTable('model_access_rules');
  }
}
