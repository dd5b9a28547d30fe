import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_MIME_TYPES } from '../document-types';
import {
  DOCUMENT_STATUSES,
  DocumentStatus,
  KnowledgeDocumentEntity,
} from '../entities/knowledge-document.entity';

export class KnowledgeDocumentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Travel policy.pdf', description: 'The title given, or the file name' })
  name: string;
  @ApiProperty({
    enum: Object.values(DOCUMENT_MIME_TYPES),
    description: 'What the content is (recognized from the bytes, not the name)',
  })
  mimeType: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
  @ApiProperty({ enum: DOCUMENT_STATUSES }) status: DocumentStatus;
  @ApiProperty({ description: 'Searchable passages (0 until ready)' }) chunks: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Pages of a PDF' })
  pages: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why processing failed' })
  error: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class KnowledgeDocumentResponseDto {
  @ApiProperty({ type: KnowledgeDocumentDto }) document: KnowledgeDocumentDto;
}

export class KnowledgeDocumentListDto {
  @ApiProperty({ type: [KnowledgeDocumentDto], description: 'Newest first' })
  documents: KnowledgeDocumentDto[];
}

export class UploadDocumentDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'At most 25 MB' }) file: unknown;
  @ApiProperty({ required: false, maxLength: 200, description: 'Defaults to the file name' })
  title?: string;
}

export function toDocumentDto(d: KnowledgeDocumentEntity): KnowledgeDocumentDto {
  return {
    id: d.id,
    name: d.name,
    mimeType: d.mimeType,
    size: d.size,
    status: d.status,
    chunks: d.chunkCount,
    pages: d.pageCount,
    error: d.error,
    createdAt: d.createdAt.toISOString(),
  };
}
