import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { timestampType } from '../column-types';

/** Teams of an organisation's members and who is in them (issue 40, modules/organizations/teams). */
export class Teams1732500000000 implements MigrationInterface {
  name = 'Teams1732500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'teams',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'idp_group', type: 'varchar', length: '500', isNullable: true },
          { name: 'created_at', type: timestampType(queryRunner) },
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
            name: 'UQ_teams_organization_name',
            columnNames: ['organization_id', 'name'],
            isUnique: true,
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'team_members',
        columns: [
          { name: 'team_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36', isPrimary: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['team_id'],
            referencedTableName: 'teams',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
          new TableForeignKey({
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [new TableIndex({ name: 'IDX_team_members_user', columnNames: ['user_id'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('team_members');
    await queryRunner.dropTable('teams');
  }
}
