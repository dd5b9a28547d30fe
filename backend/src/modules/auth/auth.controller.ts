import { Body, Controller, Get, HttpCode, Post, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { FastifyReply } from 'fastify';
import { CurrentUser, OptionalUser } from '../users/current-user.decorator';
import { Session } from '../sessions/session.decorators';
import { RequestSession } from '../sessions/request-session';
import { SessionsErrors } from '../sessions/sessions.errors';
import {
  AllowedBeforePasswordChange,
  Authenticated,
  Public,
  SessionOnly,
} from '../access/access.decorators';
import { ClientContext, RequestContext } from '../audit/request-context';
import { SessionUser } from '../users/session-user';
import { toUserDto } from '../users/user.mapper';
import { AuthSessionService } from './auth-session.service';
import { AuthService } from './auth.service';
import { CurrentUserResponseDto } from '../users/dto/user.dto';
import { AuthResponseDto, TwoFactorRequiredDto } from './dto/auth-responses.dto';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { LoginDto } from './dto/login.dto';
import { RegisterDto } from './dto/register.dto';
import { LocalAuthGuard } from './local-auth.guard';
import { SignInProvidersDto } from './dto/sign-in-providers.dto';
import { SignInPolicy } from './sign-in-policy';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly authSessions: AuthSessionService,
    private readonly policy: SignInPolicy,
  ) {}

  @Get('providers')
  @Public()
  @ApiOkResponse({ type: SignInProvidersDto })
  providers(): SignInProvidersDto {
    return this.policy.providers();
  }

  @Post('register')
  @Public()
  @Throttle({ default: { limit: 20, ttl: 60 * 60 * 1000 } })
  @ApiCreatedResponse({ type: CurrentUserResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiConflictResponse({ description: 'Username already exists' })
  @ApiForbiddenResponse({ description: 'LOCAL_SIGN_IN_DISABLED' })
  async register(
    @Body() dto: RegisterDto,
    @ClientContext() context: RequestContext,
  ): Promise<CurrentUserResponseDto> {
    return { success: true, user: toUserDto(await this.auth.register(dto, context)) };
  }

  @Post('login')
  @HttpCode(200)
  @Public()
  @SessionOnly()
  @UseGuards(LocalAuthGuard)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiUnauthorizedResponse({
    type: TwoFactorRequiredDto,
    description: 'Bad credentials or 2FA code needed',
  })
  @ApiTooManyRequestsResponse({ description: 'Too many failed attempts' })
  async login(
    @Session() session: RequestSession | undefined,
    @CurrentUser() user: SessionUser,
    @ClientContext() context: RequestContext,
  ): Promise<AuthResponseDto> {
    // Every unsafe call carries the session cookie (its CSRF token lives there), so a sign-in
    // that got past the CSRF guard has a session to rotate.
    if (!session) throw SessionsErrors.storeUnavailable();
    const csrfToken = await this.authSessions.startSession(session, user, context);
    return { success: true, user: toUserDto(user), csrfToken };
  }

  @Post('logout')
  @HttpCode(200)
  @Public()
  @SessionOnly()
  @ApiOkResponse({ type: SuccessResponseDto })
  async logout(
    @Session() session: RequestSession | undefined,
    @OptionalUser() user: SessionUser | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
    @ClientContext() context: RequestContext,
  ): Promise<SuccessResponseDto> {
    await this.authSessions.endSession(session, user, reply.raw, context);
    return { success: true };
  }

  @Get('me')
  @Authenticated()
  @AllowedBeforePasswordChange()
  @ApiOkResponse({ type: CurrentUserResponseDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  me(@CurrentUser() user: SessionUser): CurrentUserResponseDto {
    return { success: true, user: toUserDto(user) };
  }
}
