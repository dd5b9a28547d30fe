import { MigrationInterface, QueryRunner, Table, TableColumnOptions, TableIndex } from 'typeorm';
import { timestampType } from '../column-types';

const id: TableColumnOptions = { name: 'id', type: 'varchar', length: '36', isPrimary: true };
const ip: TableColumnOptions = {
  name: 'ip_address',
  type: 'varchar',
  length: '64',
  isNullable: true,
};
const text = (name: string, length: string, isNullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length,
  isNullable,
});

/** Contact messages, newsletter subscribers and enterprise leads (the public lead pipeline). */
export class Leads1732234200000 implements MigrationInterface {
  name = 'Leads1732234200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const createdAt: TableColumnOptions = {
      name: 'created_at',
      type: timestampType(queryRunner),
      default: 'CURRENT_TIMESTAMP',
    };
    await queryRunner.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          id,
          text('name', '100'),
          text('email', '254'),
          text('company', '100', true),
          { name: 'message', type: 'text' },
          ip,
          createdAt,
        ],
        indices: [
          new TableIndex({ name: 'IDX_contact_messages_created', columnNames: ['created_at'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'newsletter_subscribers',
        columns: [id, { ...text('email', '254'), isUnique: true }, ip, createdAt],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'enterprise_leads',
        columns: [
          id,
          text('first_name', '100'),
          text('last_name', '100'),
          text('email', '254'),
          text('company', '100'),
          text('job_title', '100'),
          text('phone', '40', true),
          text('employee_count', '20'),
          text('use_case', '20'),
          text('deployment_type', '20'),
          { name: 'compliance_requirements', type: 'text' },
          text('timeline', '20'),
          text('budget', '20'),
          { name: 'current_solution', type: 'text', isNullable: true },
          { name: 'specific_requirements', type: 'text', isNullable: true },
          { name: 'rfp_process', type: 'boolean', default: false },
          ip,
          createdAt,
        ],
        indices: [
          new TableIndex({ name: 'IDX_enterprise_leads_created', columnNames: ['created_at'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('enterprise_leads');
    await queryRunner.dropTable('newsletter_subscribers');
    await queryRunner.dropTable('contact_messages');
  }
}
