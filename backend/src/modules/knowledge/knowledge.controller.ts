import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { FastifyRequest } from 'fastify';
import { Membership } from '../organizations/membership.service';
import {
  OrgMembership,
  RequireOrgRole,
} from '../organizations/org-role/require-org-role.decorator';
import { CurrentUser } from '../users/current-user.decorator';
import { SessionUser } from '../users/session-user';
import {
  KnowledgeDocumentListDto,
  KnowledgeDocumentResponseDto,
  toDocumentDto,
  UploadDocumentDto,
} from './dto/document.dto';
import { KnowledgeSearchQueryDto, KnowledgeSearchResponseDto } from './dto/search.dto';
import { KnowledgeDocumentsService } from './knowledge-documents.service';
import { KnowledgeSearchService } from './search/knowledge-search.service';
import { readUpload } from './upload/read-upload';
import { AuditBy, AuditedBy } from '../audit/audit-actor';

/** A 404 for a malformed id too: ids are never confirmed or denied by their shape. */
const DocumentId = () => new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** An organization's own documents (docs/knowledge.md): the owner manages, members search. */
@ApiTags('knowledge')
@Controller('knowledge')
export class KnowledgeController {
  constructor(
    private readonly documents: KnowledgeDocumentsService,
    private readonly searcher: KnowledgeSearchService,
  ) {}

  @Post('documents')
  @RequireOrgRole('admin')
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadDocumentDto })
  @ApiCreatedResponse({ type: KnowledgeDocumentResponseDto, description: 'Queued for processing' })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiPayloadTooLargeResponse({ description: 'DOCUMENT_TOO_LARGE (over 25 MB)' })
  @ApiUnsupportedMediaTypeResponse({
    description:
      'UNSUPPORTED_DOCUMENT_TYPE (not PDF, DOCX, Markdown, HTML or text) or MULTIPART_REQUIRED',
  })
  async upload(
    @Req() request: FastifyRequest,
    @CurrentUser() user: SessionUser,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<KnowledgeDocumentResponseDto> {
    const upload = await readUpload(request);
    return {
      document: toDocumentDto(await this.documents.upload(organization.id, user.id, upload, by)),
    };
  }

  @Get('documents')
  @RequireOrgRole('member')
  @ApiOkResponse({ type: KnowledgeDocumentListDto })
  async list(@OrgMembership() { organization }: Membership): Promise<KnowledgeDocumentListDto> {
    return { documents: (await this.documents.list(organization.id)).map(toDocumentDto) };
  }

  @Get('documents/:id')
  @RequireOrgRole('member')
  @ApiOkResponse({ type: KnowledgeDocumentResponseDto })
  @ApiNotFoundResponse({ description: 'DOCUMENT_NOT_FOUND' })
  async get(
    @Param('id', DocumentId()) id: string,
    @OrgMembership() { organization }: Membership,
  ): Promise<KnowledgeDocumentResponseDto> {
    return { document: toDocumentDto(await this.documents.get(organization.id, id)) };
  }

  @Delete('documents/:id')
  @HttpCode(204)
  @RequireOrgRole('admin')
  @ApiNoContentResponse({ description: 'Deleted; no answer or search cites it again' })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiNotFoundResponse({ description: 'DOCUMENT_NOT_FOUND' })
  async remove(
    @Param('id', DocumentId()) id: string,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<void> {
    await this.documents.remove(organization.id, id, by);
  }

  @Get('search')
  @RequireOrgRole('member')
  @Throttle({ default: { limit: 60, ttl: 60_000 } })
  @ApiOkResponse({ type: KnowledgeSearchResponseDto })
  async search(
    @Query() { q }: KnowledgeSearchQueryDto,
    @OrgMembership() { organization }: Membership,
  ): Promise<KnowledgeSearchResponseDto> {
    const { passages } = await this.searcher.search(organization.id, q);
    return {
      results: passages.map(({ documentId, documentName, excerpt, location, score }) => ({
        documentId,
        documentName,
        excerpt,
        location,
        score,
      })),
    };
  }
}
