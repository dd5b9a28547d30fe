import { MigrationInterface, QueryRunner, TableIndex } from 'typeorm';

/**
 * The admin invoice list (GET /api/admin/invoices) filters on status and, for the default "open"
 * view, reads oldest period first: (status, period_start, id) answers its count and its page
 * from the index instead of reading every invoice. Paid/all views sort by created_at after the
 * filter; open invoices are the few that need attention, so they get the ordered index.
 */
export class InvoiceStatusIndex1732413000000 implements MigrationInterface {
  name = 'InvoiceStatusIndex1732413000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndex(
      'invoices',
      new TableIndex({
        name: 'IDX_invoices_status_period',
        columnNames: ['status', 'period_start', 'id'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('invoices', 'IDX_invoices_status_period');
  }
}
