import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { timestampType } from '../column-types';

/** Personal API tokens (modules/api-tokens): hashed secrets, scopes, expiry and last use. */
export class ApiTokens1732420000000 implements MigrationInterface {
  name = 'ApiTokens1732420000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const ts = timestampType(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'api_tokens',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'name', type: 'varchar', length: '100' },
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'prefix', type: 'varchar', length: '16' },
          { name: 'scopes', type: 'varchar', length: '32' },
          { name: 'expires_at', type: ts, isNullable: true },
          { name: 'created_at', type: ts },
          { name: 'last_used_at', type: ts, isNullable: true },
          { name: 'last_used_ip', type: 'varchar', length: '64', isNullable: true },
          { name: 'known_ips', type: 'text' },
          { name: 'revoked_at', type: ts, isNullable: true },
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['user_id'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_api_tokens_hash',
            columnNames: ['token_hash'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_api_tokens_user', columnNames: ['user_id', 'revoked_at'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('api_tokens');
  }
}
