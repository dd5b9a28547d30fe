import { MigrationInterface, QueryRunner, Table, TableIndex } from 'typeorm';
import { timestampType } from '../column-types';

export class SecurityLogs1732233700000 implements MigrationInterface {
  name = 'SecurityLogs1732233700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'security_logs',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'user_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'event', type: 'varchar', length: '64' },
          { name: 'success', type: 'boolean' },
          { name: 'ip_address', type: 'varchar', length: '64', isNullable: true },
          { name: 'user_agent', type: 'varchar', length: '300', isNullable: true },
          { name: 'details', type: 'text', isNullable: true },
          { name: 'created_at', type: timestampType(queryRunner), default: 'CURRENT_TIMESTAMP' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'security_logs',
      new TableIndex({
        name: 'IDX_security_logs_user_created',
        columnNames: ['user_id', 'created_at'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('security_logs');
  }
}
