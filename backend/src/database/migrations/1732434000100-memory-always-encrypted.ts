import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34: stored memory is always encrypted. Every saved preference says so; the messages
 * already stored in plain text are sealed by the app at start-up (MemoryEncryptionBackfill),
 * which holds the key — a migration does not. The boolean is written as each database wants it
 * (true on PostgreSQL, 1 on SQLite).
 */
export class MemoryAlwaysEncrypted1732434000100 implements MigrationInterface {
  name = 'MemoryAlwaysEncrypted1732434000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    const yes = queryRunner.connection.driver.options.type === 'postgres' ? 'true' : '1';
    await queryRunner.query(`UPDATE memory_preferences SET memory_encryption = ${yes}`);
  }

  async down(): Promise<void> {
    // Nothing to undo: which users had encryption off before is not kept, and turning it off
    // again would only misdescribe messages that stay sealed.
  }
}
