import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { Public } from '../access/access.decorators';
import { ClientContext, RequestContext } from '../audit/request-context';
import {
  ConfirmPasswordResetDto,
  PasswordResetRequestedDto,
  RequestPasswordResetDto,
} from './dto/password-reset.dto';
import { PasswordResetService } from './password-reset.service';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The forgotten-password link (GET /api/auth/providers says whether it is offered). */
@ApiTags('auth')
@Controller('auth/password-reset')
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Post('request')
  @HttpCode(202)
  @Public()
  @Throttle({ default: { limit: 5, ttl: FIFTEEN_MINUTES } })
  @ApiAcceptedResponse({ type: PasswordResetRequestedDto })
  @ApiBadRequestResponse({ description: 'Validation failed, or PASSWORD_RESET_BY_EMAIL_OFF' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this address' })
  async request(
    @Body() { email }: RequestPasswordResetDto,
    @ClientContext() context: RequestContext,
  ): Promise<PasswordResetRequestedDto> {
    await this.resets.request(email, context);
    return {
      success: true,
      message:
        'If an account uses that address, a link to reset its password is on its way. The link works once, for 30 minutes.',
    };
  }

  @Post('confirm')
  @HttpCode(200)
  @Public()
  @Throttle({ default: { limit: 10, ttl: FIFTEEN_MINUTES } })
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiBadRequestResponse({ description: 'Validation failed, or RESET_LINK_INVALID' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts from this address' })
  async confirm(
    @Body() { token, newPassword }: ConfirmPasswordResetDto,
    @ClientContext() context: RequestContext,
  ): Promise<SuccessResponseDto> {
    await this.resets.confirm(token, newPassword, context);
    return {
      success: true,
      message: 'Password changed. You have been signed out everywhere; sign in with the new one.',
    };
  }
}
