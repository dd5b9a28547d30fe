import { Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Request } from 'express';
import { Authenticated } from '../access/access.decorators';
import { SuccessResponseDto } from '../auth/dto/auth-responses.dto';
import { requestContext } from '../security-log/request-context';
import { UserEntity } from '../users/entities/user.entity';
import { AccountSessionsService } from './account-sessions.service';
import { ActiveSessionsResponseDto, RevokedSessionsResponseDto } from './dto/sessions.dto';

const userId = (req: Request) => (req.user as UserEntity).id;

@ApiTags('profile')
@Controller('profile/sessions')
export class AccountSessionsController {
  constructor(private readonly sessions: AccountSessionsService) {}

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: ActiveSessionsResponseDto })
  async list(@Req() req: Request): Promise<ActiveSessionsResponseDto> {
    return { sessions: await this.sessions.list(userId(req), req.sessionID) };
  }

  @Post('sign-out-others')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: RevokedSessionsResponseDto })
  async signOutOthers(@Req() req: Request): Promise<RevokedSessionsResponseDto> {
    const revoked = await this.sessions.revokeOthers(
      userId(req),
      req.sessionID,
      requestContext(req),
    );
    return { success: true, revoked };
  }

  @Delete(':id')
  @Authenticated()
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiNotFoundResponse({ description: 'No such session of this user' })
  @ApiBadRequestResponse({ description: 'The current session (use Logout)' })
  async revoke(@Param('id') id: string, @Req() req: Request): Promise<SuccessResponseDto> {
    await this.sessions.revoke(userId(req), id, req.sessionID, requestContext(req));
    return { success: true };
  }
}
