import { SessionUser } from '../users/session-user';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser } from '../users/current-user.decorator';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { RequirePermission } from '../access/access.decorators';
import {
  CleanupResponseDto,
  ConversationListDto,
  ConversationMessagesDto,
} from './dto/conversations.dto';
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
  listConversations(@CurrentUser() user: SessionUser): Promise<ConversationListDto> {
    return this.conversations.list(user.id);
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
