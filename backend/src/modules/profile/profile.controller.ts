import { SessionUser } from '../users/session-user';
import { Body, Controller, Put } from '@nestjs/common';
import { CurrentUser } from '../users/current-user.decorator';
import { SessionId } from '../sessions/session.decorators';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AllowedBeforePasswordChange, Authenticated } from '../access/access.decorators';
import { CurrentUserResponseDto } from '../users/dto/user.dto';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { ClientContext, RequestContext } from '../audit/request-context';
import { toUserDto } from '../users/user.mapper';
import { ChangePasswordDto } from './dto/change-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { ProfileService } from './profile.service';

@ApiTags('profile')
@Controller('profile')
export class ProfileController {
  constructor(private readonly profile: ProfileService) {}

  @Put()
  @Authenticated()
  @ApiOkResponse({ type: CurrentUserResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiConflictResponse({ description: 'Username already exists' })
  async update(
    @Body() dto: UpdateProfileDto,
    @CurrentUser() user: SessionUser,
    @ClientContext() context: RequestContext,
  ): Promise<CurrentUserResponseDto> {
    return { success: true, user: toUserDto(await this.profile.update(user, dto, context)) };
  }

  @Put('password')
  @Authenticated()
  @AllowedBeforePasswordChange()
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed or current password incorrect' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong current passwords' })
  async changePassword(
    @Body() { currentPassword, newPassword }: ChangePasswordDto,
    @CurrentUser() user: SessionUser,
    @SessionId() sessionId: string,
    @ClientContext() context: RequestContext,
  ): Promise<SuccessResponseDto> {
    await this.profile.changePassword(user, currentPassword, newPassword, sessionId, context);
    return { success: true, message: 'Password changed. Other sessions have been signed out.' };
  }
}
