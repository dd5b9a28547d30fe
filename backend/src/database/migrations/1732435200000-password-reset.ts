import { MigrationInterface, QueryRunner, TableColumn, TableIndex } from 'typeorm';
import { timestampType } from '../column-types';

/**
 * Issue 34 item 16: a forgotten password. `must_change_password` is set when an administrator
 * gives the account a temporary password (the API then refuses everything but sign-out, `me`
 * and the password change until a new one is chosen). The reset link's token is kept only as
 * its SHA-256 hash with its expiry, one per account (a new request replaces the old link), and
 * is cleared when used: single use.
 */
export class PasswordReset1732435200000 implements MigrationInterface {
  name = 'PasswordReset1732435200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn({
        name: 'must_change_password',
        type: 'boolean',
        default: false,
        isNullable: false,
      }),
      new TableColumn({
        name: 'password_reset_token_hash',
        type: 'varchar',
        length: '64',
        isNullable: true,
      }),
      new TableColumn({
        name: 'password_reset_expires_at',
        type: timestampType(queryRunner),
        isNullable: true,
      }),
    ]);
    await queryRunner.createIndex(
      'users',
      new TableIndex({
        name: 'UQ_users_password_reset_token_hash',
        columnNames: ['password_reset_token_hash'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('users', 'UQ_users_password_reset_token_hash');
    await queryRunner.dropColumn('users', 'password_reset_expires_at');
    await queryRunner.dropColumn('users', 'password_reset_token_hash');
    await queryRunner.dropColumn('users', 'must_change_password');
  }
}
