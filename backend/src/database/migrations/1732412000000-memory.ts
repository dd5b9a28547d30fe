import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { timestampType } from '../column-types';

/** Conversation memory: per-user preferences, stored conversations and their messages. */
export class Memory1732412000000 implements MigrationInterface {
  name = 'Memory1732412000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const ts = timestampType(queryRunner);
    const owner = (column: string, table = 'users') =>
      new TableForeignKey({
        columnNames: [column],
        referencedTableName: table,
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      });
    await queryRunner.createTable(
      new Table({
        name: 'memory_preferences',
        columns: [
          { name: 'user_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'memory_enabled', type: 'boolean' },
          { name: 'memory_encryption', type: 'boolean' },
          { name: 'auto_delete_days', type: 'integer', isNullable: true },
          { name: 'updated_at', type: ts },
        ],
        foreignKeys: [owner('user_id')],
        indices: [
          new TableIndex({
            name: 'IDX_memory_preferences_auto_delete',
            columnNames: ['auto_delete_days'],
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'memory_conversations',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'assistant_type', type: 'varchar', length: '32' },
          { name: 'session_id', type: 'varchar', length: '100' },
          { name: 'created_at', type: ts },
          { name: 'updated_at', type: ts },
        ],
        foreignKeys: [owner('user_id')],
        indices: [
          new TableIndex({
            name: 'UQ_memory_conversations_session',
            columnNames: ['user_id', 'assistant_type', 'session_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_memory_conversations_user_updated',
            columnNames: ['user_id', 'updated_at'],
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'memory_messages',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'conversation_id', type: 'varchar', length: '36' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'role', type: 'varchar', length: '16' },
          { name: 'content', type: 'text' },
          { name: 'is_encrypted', type: 'boolean' },
          { name: 'key_id', type: 'varchar', length: '16', isNullable: true },
          { name: 'seq', type: 'integer' },
          { name: 'created_at', type: ts },
        ],
        foreignKeys: [owner('conversation_id', 'memory_conversations'), owner('user_id')],
        indices: [
          new TableIndex({
            name: 'IDX_memory_messages_conversation_seq',
            columnNames: ['conversation_id', 'seq'],
          }),
          new TableIndex({ name: 'IDX_memory_messages_user', columnNames: ['user_id'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('memory_messages');
    await queryRunner.dropTable('memory_conversations');
    await queryRunner.dropTable('memory_preferences');
  }
}
