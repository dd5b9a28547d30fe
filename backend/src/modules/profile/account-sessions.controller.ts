import { SessionUser } from '../users/session-user';
import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CurrentUser } from '../users/current-user.decorator';
import { SessionId } from '../sessions/session.decorators';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../access/access.decorators';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { ClientContext, RequestContext } from '../audit/request-context';
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
    @CurrentUser() user: SessionUser,
    @SessionId() sessionId: string,
  ): Promise<ActiveSessionsResponseDto> {
    return { sessions: await this.sessions.list(user.id, sessionId) };
  }

  @Post('sign-out-others')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: RevokedSessionsResponseDto })
  async signOutOthers(
    @CurrentUser() user: SessionUser,
    @SessionId() sessionId: string,
    @ClientContext() context: RequestContext,
  ): Promise<RevokedSessionsResponseDto> {
    const revoked = await this.sessions.revokeOthers(user, sessionId, context);
    return { success: true, revoked };
  }

  @Delete(':id')
  @Authenticated()
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiNotFoundResponse({ description: 'No such session of this user' })
  @ApiBadRequestResponse({ description: 'The current session (use Logout)' })
  async revoke(
    @Param('id') id: string,
    @CurrentUser() user: SessionUser,
    @SessionId() sessionId: string,
    @ClientContext() context: RequestContext,
  ): Promise<SuccessResponseDto> {
    await this.sessions.revoke(user, id, sessionId, context);
    return { success: true };
  }
}
