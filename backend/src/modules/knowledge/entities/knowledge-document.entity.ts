import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

export const DOCUMENT_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * One uploaded document of an organization. The text lives encrypted in `knowledge_chunks`; the
 * uploaded file waits in `knowledge_files` (encrypted) until processing ends. `lease_owner` and
 * `lease_expires_at` mark the replica processing it: a lease that runs out (the replica died)
 * lets any replica take the document over (processing/document-queue.ts).
 */
@Entity('knowledge_documents')
@Index('IDX_knowledge_documents_org_created', ['organizationId', 'createdAt'])
@Index('IDX_knowledge_documents_status', ['status', 'createdAt'])
export class KnowledgeDocumentEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'organization_id', type: 'varchar', length: 36 })
  organizationId: string;

  @Column({ name: 'uploaded_by', type: 'varchar', length: 36, nullable: true })
  uploadedBy: string | null;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ name: 'mime_type', type: 'varchar', length: 100 })
  mimeType: string;

  @Column({ type: 'integer' })
  size: number;

  @Column({ type: 'varchar', length: 16 })
  status: DocumentStatus;

  /** Why processing failed, in words the owner can act on. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  error: string | null;

  @Column({ name: 'chunk_count', type: 'integer', default: 0 })
  chunkCount: number;

  @Column({ name: 'page_count', type: 'integer', nullable: true })
  pageCount: number | null;

  /** Times processing started; a document whose processing was interrupted twice fails. */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ name: 'lease_owner', type: 'varchar', length: 36, nullable: true })
  leaseOwner: string | null;

  @Column({ name: 'lease_expires_at', type: Date, nullable: true })
  leaseExpiresAt: Date | null;

  @Column({ name: 'created_at' })
  createdAt: Date;

  @Column({ name: 'updated_at' })
  updatedAt: Date;

  @Column({ name: 'processed_at', type: Date, nullable: true })
  processedAt: Date | null;
}
