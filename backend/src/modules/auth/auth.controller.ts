import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Request, Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Authenticated, Public } from '../access/access.decorators';
import { ClientContext, RequestContext } from '../security-log/request-context';
import { UserEntity } from '../users/entities/user.entity';
import { toUserDto } from '../users/user.mapper';
import { AuthSessionService } from './auth-session.service';
import { AuthService } from './auth.service';
import { CurrentUserResponseDto } from '../users/dto/user.dto';
import { AuthResponseDto, TwoFactorRequiredDto } from './dto/auth-responses.dto';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { LocalAuthGuard } from './local-auth.guard';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly authSessions: AuthSessionService,
  ) {}

  @Post('register')
  @Public()
  @Throttle({ default: { limit: 20, ttl: 60 * 60 * 1000 } })
  @ApiCreatedResponse({ type: CurrentUserResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiConflictResponse({ description: 'Username already exists' })
  async register(
    @Body() dto: RegisterDto,
    @ClientContext() context: RequestContext,
  ): Promise<CurrentUserResponseDto> {
    return { success: true, user: toUserDto(await this.auth.register(dto, context)) };
  }

  @Post('login')
  @HttpCode(200)
  @Public()
  @UseGuards(LocalAuthGuard)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiUnauthorizedResponse({
    type: TwoFactorRequiredDto,
    description: 'Bad credentials or 2FA code needed',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts' })
  login(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() user: UserEntity,
  ): AuthResponseDto {
    const csrfToken = this.authSessions.startSession(req, res, user);
    return { success: true, user: toUserDto(user), csrfToken };
  }

  @Post('logout')
  @HttpCode(200)
  @Public()
  @ApiOkResponse({ type: SuccessResponseDto })
  logout(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SuccessResponseDto> {
    return this.authSessions.endSession(req, res).then(() => ({ success: true }));
  }

  @Get('me')
  @Authenticated()
  @ApiOkResponse({ type: CurrentUserResponseDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  me(@CurrentUser() user: UserEntity): CurrentUserResponseDto {
    return { success: true, user: toUserDto(user) };
  }
}
