import { Body, Controller, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Request } from 'express';
import { Authenticated } from '../access/access.decorators';
import { CurrentUserResponseDto, SuccessResponseDto } from '../auth/dto/auth-responses.dto';
import { requestContext } from '../security-log/request-context';
import { UserEntity } from '../users/entities/user.entity';
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
    @Req() req: Request,
  ): Promise<CurrentUserResponseDto> {
    const user = await this.profile.update(req.user as UserEntity, dto, requestContext(req));
    return { success: true, user: toUserDto(user) };
  }

  @Put('password')
  @Authenticated()
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed or current password incorrect' })
  @ApiTooManyRequestsResponse({ description: 'Too many wrong current passwords' })
  async changePassword(
    @Body() dto: ChangePasswordDto,
    @Req() req: Request,
  ): Promise<SuccessResponseDto> {
    const user = req.user as UserEntity;
    const { currentPassword, newPassword } = dto;
    await this.profile.changePassword(
      user,
      currentPassword,
      newPassword,
      req.sessionID,
      requestContext(req),
    );
    return { success: true, message: 'Password changed. Other sessions have been signed out.' };
  }
}
