import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { SessionId } from '../../common/decorators/session-id.decorator';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../access/access.decorators';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { ClientContext, RequestContext } from '../security-log/request-context';
import { UserEntity } from '../users/entities/user.entity';
import { AccountSessionsService } from './account-sessions.service';
import { ActiveSessionsResponseDto, RevokedSessionsResponseDto } from './dto/sessions.dto';

@ApiTags('profile')
@Controller('profile/sessions')
export class AccountSessionsController {
  constructor(private readonly sessions: AccountSessionsService) {}

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: ActiveSessionsResponseDto })
  async list(
    @CurrentUser() user: UserEntity,
    @SessionId() sessionId: string,
  ): Promise<ActiveSessionsResponseDto> {
    return { sessions: await this.sessions.list(user.id, sessionId) };
  }

  @Post('sign-out-others')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: RevokedSessionsResponseDto })
  async signOutOthers(
    @CurrentUser() user: UserEntity,
    @SessionId() sessionId: string,
    @ClientContext() context: RequestContext,
  ): Promise<RevokedSessionsResponseDto> {
    const revoked = await this.sessions.revokeOthers(user.id, sessionId, context);
    return { success: true, revoked };
  }

  @Delete(':id')
  @Authenticated()
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiNotFoundResponse({ description: 'No such session of this user' })
  @ApiBadRequestResponse({ description: 'The current session (use Logout)' })
  async revoke(
    @Param('id') id: string,
    @CurrentUser() user: UserEntity,
    @SessionId() sessionId: string,
    @ClientContext() context: RequestContext,
  ): Promise<SuccessResponseDto> {
    await this.sessions.revoke(user.id, id, sessionId, context);
    return { success: true };
  }
}
