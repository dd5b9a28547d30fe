import { MigrationInterface, QueryRunner } from 'typeorm';
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
    // Plain ALTER TABLE: TypeORM's addColumn rebuilds the whole table on SQLite, which trips
    // over the expression index on lower(username).
    const no = queryRunner.connection.driver.options.type === 'postgres' ? 'false' : '0';
    const ts = timestampType(queryRunner);
    await queryRunner.query(
      `ALTER TABLE "users" ADD COLUMN "must_change_password" boolean NOT NULL DEFAULT ${no}`,
    );
    await queryRunner.query(
      'ALTER TABLE "users" ADD COLUMN "password_reset_token_hash" varchar(64) NULL',
    );
    await queryRunner.query(
      `ALTER TABLE "users" ADD COLUMN "password_reset_expires_at" ${ts} NULL`,
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_users_password_reset_token_hash" ON "users" ("password_reset_token_hash")',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_users_password_reset_token_hash"');
    for (const column of [
      'password_reset_expires_at',
      'password_reset_token_hash',
      'must_change_password',
    ]) {
      await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "${column}"`);
    }
  }
}
