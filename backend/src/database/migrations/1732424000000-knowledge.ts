import { MigrationInterface, QueryRunner, Table, TableForeignKey, TableIndex } from 'typeorm';
import { timestampType } from '../column-types';

/**
 * An organization's own documents (docs/knowledge.md): the documents, their uploaded file until
 * it is processed, and the encrypted chunks with a full-text index of keyed term hashes — an
 * FTS5 table on SQLite, a tsvector column with a GIN index on PostgreSQL.
 */
export class Knowledge1732424000000 implements MigrationInterface {
  name = 'Knowledge1732424000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const ts = timestampType(queryRunner);
    const postgres = queryRunner.connection.options.type === 'postgres';
    const cascade = (column: string, table: string) =>
      new TableForeignKey({
        columnNames: [column],
        referencedTableName: table,
        referencedColumnNames: ['id'],
        onDelete: 'CASCADE',
      });
    await queryRunner.createTable(
      new Table({
        name: 'knowledge_documents',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'uploaded_by', type: 'varchar', length: '36', isNullable: true },
          { name: 'name', type: 'varchar', length: '255' },
          { name: 'mime_type', type: 'varchar', length: '100' },
          { name: 'size', type: 'integer' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'error', type: 'varchar', length: '500', isNullable: true },
          { name: 'chunk_count', type: 'integer', default: 0 },
          { name: 'page_count', type: 'integer', isNullable: true },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'lease_owner', type: 'varchar', length: '36', isNullable: true },
          { name: 'lease_expires_at', type: ts, isNullable: true },
          { name: 'created_at', type: ts },
          { name: 'updated_at', type: ts },
          { name: 'processed_at', type: ts, isNullable: true },
        ],
        foreignKeys: [cascade('organization_id', 'organizations')],
        indices: [
          new TableIndex({
            name: 'IDX_knowledge_documents_org_created',
            columnNames: ['organization_id', 'created_at'],
          }),
          new TableIndex({
            name: 'IDX_knowledge_documents_status',
            columnNames: ['status', 'created_at'],
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'knowledge_files',
        columns: [
          { name: 'document_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'content', type: postgres ? 'bytea' : 'blob' },
          { name: 'key_id', type: 'varchar', length: '16' },
        ],
        foreignKeys: [cascade('document_id', 'knowledge_documents')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'knowledge_chunks',
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'document_id', type: 'varchar', length: '36' },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'seq', type: 'integer' },
          { name: 'page', type: 'integer', isNullable: true },
          { name: 'content', type: 'text' },
          { name: 'key_id', type: 'varchar', length: '16' },
          { name: 'terms_key_id', type: 'varchar', length: '16' },
          ...(postgres ? [{ name: 'terms', type: 'tsvector' }] : []),
        ],
        foreignKeys: [cascade('document_id', 'knowledge_documents')],
        indices: [
          new TableIndex({
            name: 'IDX_knowledge_chunks_document_seq',
            columnNames: ['document_id', 'seq'],
          }),
        ],
      }),
    );
    if (postgres) {
      await queryRunner.query(
        'CREATE INDEX "IDX_knowledge_chunks_terms" ON "knowledge_chunks" USING GIN ("terms")',
      );
    } else {
      // Contentless: the index keeps only the term hashes, never a copy of any text.
      await queryRunner.query(
        "CREATE VIRTUAL TABLE knowledge_chunk_terms USING fts5(terms, content='', contentless_delete=1)",
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'postgres') {
      await queryRunner.query('DROP TABLE knowledge_chunk_terms');
    }
    await queryRunner.dropTable('knowledge_chunks');
    await queryRunner.dropTable('knowledge_files');
    await queryRunner.dropTable('knowledge_documents');
  }
}
