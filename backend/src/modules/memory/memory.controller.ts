import { SessionUser } from '../users/session-user';
import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Put,
  Query,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../users/current-user.decorator';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { RequirePermission } from '../access/access.decorators';
import {
  CleanupResponseDto,
  ConversationListDto,
  ConversationMessagesDto,
  RenamedConversationDto,
} from './dto/conversations.dto';
import {
  ConversationExportQueryDto,
  ConversationListQueryDto,
  RenameConversationDto,
} from './dto/conversation-queries.dto';
import { MemoryPreferencesDto, MemoryPreferencesResponseDto } from './dto/memory-preferences.dto';
import { UpdateMessageDto } from './dto/update-message.dto';
import { MemoryConversationsService } from './memory-conversations.service';
import { MemoryPreferencesService } from './memory-preferences.service';
import { cleanupMessage, MemoryRetentionService } from './memory-retention.service';
import { AuditBy, AuditedBy } from '../audit/audit-actor';

/**
 * The memory page's API (spec §7), under the seeded memory:read / memory:write permissions.
 * Only the owner ever sees a conversation or message: anyone else gets 404.
 */
@ApiTags('memory')
@Controller('memory')
export class MemoryController {
  constructor(
    private readonly preferences: MemoryPreferencesService,
    private readonly conversations: MemoryConversationsService,
    private readonly retention: MemoryRetentionService,
  ) {}

  @Get('preferences')
  @RequirePermission('memory', 'read')
  @ApiOkResponse({ type: MemoryPreferencesResponseDto })
  async getPreferences(@CurrentUser() user: SessionUser): Promise<MemoryPreferencesResponseDto> {
    return { preferences: await this.preferences.get(user.id) };
  }

  @Put('preferences')
  @RequirePermission('memory', 'write')
  @ApiOkResponse({ type: MemoryPreferencesResponseDto })
  @ApiBadRequestResponse({ description: 'Invalid values, or encryption on while memory is off' })
  async updatePreferences(
    @Body() body: MemoryPreferencesDto,
    @CurrentUser() user: SessionUser,
    @AuditedBy() by: AuditBy,
  ): Promise<MemoryPreferencesResponseDto> {
    return { preferences: await this.preferences.update(user.id, body, by) };
  }

  @Get('conversations')
  @RequirePermission('memory', 'read')
  @ApiOkResponse({ type: ConversationListDto })
  @ApiBadRequestResponse({ description: 'search shorter than 2 or longer than 100 characters' })
  listConversations(
    @Query() query: ConversationListQueryDto,
    @CurrentUser() user: SessionUser,
  ): Promise<ConversationListDto> {
    return this.conversations.list(user.id, query.search);
  }

  @Get('conversations/:id')
  @RequirePermission('memory', 'read')
  @ApiOkResponse({ type: ConversationMessagesDto })
  @ApiNotFoundResponse({ description: 'No such conversation of yours (CONVERSATION_NOT_FOUND)' })
  getMessages(
    @Param('id') id: string,
    @CurrentUser() user: SessionUser,
  ): Promise<ConversationMessagesDto> {
    return this.conversations.messagesOf(user.id, id);
  }

  @Patch('conversations/:id')
  @RequirePermission('memory', 'write')
  @ApiOkResponse({ type: RenamedConversationDto })
  @ApiBadRequestResponse({ description: 'Title missing, blank or longer than 100 characters' })
  @ApiNotFoundResponse({ description: 'No such conversation of yours (CONVERSATION_NOT_FOUND)' })
  rename(
    @Param('id') id: string,
    @Body() body: RenameConversationDto,
    @CurrentUser() user: SessionUser,
  ): Promise<RenamedConversationDto> {
    return this.conversations.rename(user.id, id, body.title);
  }

  @Get('conversations/:id/export')
  @RequirePermission('memory', 'read')
  @ApiProduces('text/markdown', 'application/json')
  @ApiOkResponse({
    type: String,
    description:
      'A download (Content-Disposition: attachment; filename="{title-slug}-{YYYY-MM-DD}.md|json"): Markdown, or JSON {id, title, assistant, model, createdAt, messages: [{role, content, createdAt}]}',
  })
  @ApiBadRequestResponse({ description: 'format is not markdown or json' })
  @ApiNotFoundResponse({ description: 'No such conversation of yours (CONVERSATION_NOT_FOUND)' })
  async exportConversation(
    @Param('id') id: string,
    @Query() query: ConversationExportQueryDto,
    @CurrentUser() user: SessionUser,
  ): Promise<StreamableFile> {
    const file = await this.conversations.exportOf(user.id, id, query.format);
    return new StreamableFile(file.body, {
      type: file.contentType,
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }

  @Delete('conversations/:id')
  @RequirePermission('memory', 'write')
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiNotFoundResponse({ description: 'No such conversation of yours (CONVERSATION_NOT_FOUND)' })
  async deleteConversation(
    @Param('id') id: string,
    @CurrentUser() user: SessionUser,
  ): Promise<SuccessResponseDto> {
    await this.conversations.deleteConversation(user.id, id);
    return { success: true, message: 'Conversation deleted' };
  }

  @Put('messages/:id')
  @RequirePermission('memory', 'write')
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiBadRequestResponse({ description: 'Blank content or longer than 20,000 characters' })
  @ApiNotFoundResponse({ description: 'No such message of yours (MESSAGE_NOT_FOUND)' })
  async updateMessage(
    @Param('id') id: string,
    @Body() body: UpdateMessageDto,
    @CurrentUser() user: SessionUser,
  ): Promise<SuccessResponseDto> {
    await this.conversations.updateMessage(user.id, id, body.content);
    return { success: true, message: 'Message updated' };
  }

  @Delete('messages/:id')
  @RequirePermission('memory', 'write')
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiNotFoundResponse({ description: 'No such message of yours (MESSAGE_NOT_FOUND)' })
  async deleteMessage(
    @Param('id') id: string,
    @CurrentUser() user: SessionUser,
  ): Promise<SuccessResponseDto> {
    await this.conversations.deleteMessage(user.id, id);
    return { success: true, message: 'Message deleted' };
  }

  @Post('cleanup')
  @HttpCode(200)
  @RequirePermission('memory', 'write')
  @ApiOkResponse({ type: CleanupResponseDto })
  async cleanup(@CurrentUser() user: SessionUser): Promise<CleanupResponseDto> {
    const deleted = await this.retention.cleanupForUser(user.id);
    return { success: true, message: cleanupMessage(deleted), deleted };
  }
}
