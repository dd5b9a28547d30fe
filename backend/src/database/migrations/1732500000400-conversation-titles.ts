import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 42: a conversation's title, sealed like its messages (AES-256-GCM, `title_key_id` names
 * the key), and whether its owner wrote it. Older conversations keep no title and show their
 * first question until they get one.
 */
export class ConversationTitles1732500000400 implements MigrationInterface {
  name = 'ConversationTitles1732500000400';

  async up(queryRunner: QueryRunner): Promise<void> {
    const no = queryRunner.connection.options.type === 'postgres' ? 'false' : '0';
    // Plain ALTER TABLE: TypeORM's addColumn rebuilds the whole table on SQLite.
    for (const column of [
      '"title" text NULL',
      '"title_key_id" varchar(16) NULL',
      `"title_by_user" boolean NOT NULL DEFAULT ${no}`,
    ]) {
      await queryRunner.query(`ALTER TABLE "memory_conversations" ADD COLUMN ${column}`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['title_by_user', 'title_key_id', 'title']) {
      await queryRunner.query(`ALTER TABLE "memory_conversations" DROP COLUMN "${column}"`);
    }
  }
}
