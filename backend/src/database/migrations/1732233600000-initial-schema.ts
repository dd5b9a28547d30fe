import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { timestampType } from '../column-types';

/** Users and the database-backed session store. Portable across PostgreSQL and SQLite. */
export class InitialSchema1732233600000 implements MigrationInterface {
  name = 'InitialSchema1732233600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const ts = timestampType(queryRunner);
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'username', type: 'varchar', length: '50' },
          { name: 'email', type: 'varchar', length: '254', isNullable: true },
          { name: 'password_hash', type: 'varchar', length: '255' },
          { name: 'role', type: 'varchar', length: '20', default: "'user'" },
          { name: 'is_active', type: 'boolean', default: true },
          { name: 'organization_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'two_factor_enabled', type: 'boolean', default: false },
          { name: 'two_factor_secret', type: 'text', isNullable: true },
          { name: 'two_factor_backup_codes', type: 'text', isNullable: true },
          { name: 'two_factor_last_step', type: 'integer', isNullable: true },
          { name: 'created_at', type: ts, default: 'CURRENT_TIMESTAMP' },
          { name: 'updated_at', type: ts, default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
    // Usernames are unique regardless of case; the same expression index works on both drivers.
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_users_username_lower" ON "users" (lower("username"))',
    );
    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'sid', type: 'varchar', length: '255', isPrimary: true },
          { name: 'sess', type: 'text' },
          { name: 'user_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'expires_at', type: ts },
        ],
      }),
    );
    await queryRunner.createIndex(
      'sessions',
      new TableIndex({ name: 'IDX_sessions_expires_at', columnNames: ['expires_at'] }),
    );
    await queryRunner.createIndex(
      'sessions',
      new TableIndex({ name: 'IDX_sessions_user_id', columnNames: ['user_id'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sessions');
    await queryRunner.dropTable('users');
  }
}
