import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { KnowledgeDocumentEntity } from './entities/knowledge-document.entity';
import { KnowledgeCipher } from './knowledge-cipher';
import { KnowledgeErrors } from './knowledge.errors';
import { KnowledgeProcessor } from './processing/knowledge-processor.service';
import { KnowledgeStore } from './search/knowledge-store';
import { detectDocumentType } from './upload/detect-document-type';
import { Upload } from './upload/read-upload';
import { AuditBy } from '../audit/audit-actor';
import { AuditTrail } from '../audit/audit-trail.service';

/** An organization's documents: upload (queued for processing), list, read, delete. */
@Injectable()
export class KnowledgeDocumentsService {
  constructor(
    @InjectRepository(KnowledgeDocumentEntity)
    private readonly documents: Repository<KnowledgeDocumentEntity>,
    private readonly store: KnowledgeStore,
    private readonly cipher: KnowledgeCipher,
    private readonly processor: KnowledgeProcessor,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  async upload(
    organizationId: string,
    userId: string,
    upload: Upload,
    by: AuditBy,
  ): Promise<KnowledgeDocumentEntity> {
    const mimeType = await detectDocumentType(upload.bytes);
    if (!mimeType) throw KnowledgeErrors.unsupportedType();
    const now = this.clock.now();
    const document = this.documents.create({
      id: randomUUID(),
      organizationId,
      uploadedBy: userId,
      name: upload.name,
      mimeType,
      size: upload.bytes.length,
      status: 'queued',
      error: null,
      chunkCount: 0,
      pageCount: null,
      attempts: 0,
      leaseOwner: null,
      leaseExpiresAt: null,
      createdAt: now,
      updatedAt: now,
      processedAt: null,
    });
    await this.documents.insert(document);
    try {
      await this.store.insertFile(document.id, this.cipher.sealFile(document.id, upload.bytes));
    } catch (error) {
      await this.documents.delete({ id: document.id });
      throw error;
    }
    this.processor.kick();
    await this.audit.appendOrReport({
      ...by,
      action: 'knowledge_document_uploaded',
      target: { type: 'knowledge_document', id: document.id },
      organizationId,
      details: { name: document.name, mimeType, size: document.size },
    });
    return document;
  }

  list(organizationId: string): Promise<KnowledgeDocumentEntity[]> {
    return this.documents.find({
      where: { organizationId },
      order: { createdAt: 'DESC', id: 'ASC' },
    });
  }

  async get(organizationId: string, id: string): Promise<KnowledgeDocumentEntity> {
    const document = await this.documents.findOneBy({ id, organizationId });
    if (!document) throw KnowledgeErrors.notFound();
    return document;
  }

  /** Gone from every answer and search on every replica once this returns (one transaction). */
  async remove(organizationId: string, id: string, by: AuditBy): Promise<void> {
    const document = await this.get(organizationId, id);
    if (!(await this.store.remove(id, organizationId))) throw KnowledgeErrors.notFound();
    await this.audit.appendOrReport({
      ...by,
      action: 'knowledge_document_deleted',
      target: { type: 'knowledge_document', id },
      organizationId,
      details: { name: document.name },
    });
  }
}
