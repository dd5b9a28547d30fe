import { SessionUser } from '../users/session-user';
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CurrentUser } from '../users/current-user.decorator';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Authenticated } from '../access/access.decorators';
import { SuccessResponseDto } from '../../common/dto/success-response.dto';
import { ClientContext, RequestContext } from '../audit/request-context';
import {
  BackupCodesResponseDto,
  DisableTwoFactorDto,
  EnableTwoFactorDto,
  TwoFactorSetupResponseDto,
  TwoFactorStatusDto,
} from './dto/two-factor.dto';
import { TwoFactorService } from './two-factor.service';

@ApiTags('two-factor')
@Controller('auth/2fa')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get('status')
  @Authenticated()
  @ApiOkResponse({ type: TwoFactorStatusDto })
  status(@CurrentUser() user: SessionUser): Promise<TwoFactorStatusDto> {
    return this.twoFactor.status(user);
  }

  @Post('setup')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: TwoFactorSetupResponseDto })
  @ApiBadRequestResponse({ description: 'Two-factor authentication is already enabled' })
  async setup(@CurrentUser() user: SessionUser): Promise<TwoFactorSetupResponseDto> {
    return { success: true, setup: await this.twoFactor.setup(user) };
  }

  @Post('enable')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiBadRequestResponse({ description: 'Invalid verification code' })
  @ApiTooManyRequestsResponse({ description: 'Too many invalid codes' })
  async enable(
    @Body() dto: EnableTwoFactorDto,
    @CurrentUser() user: SessionUser,
    @ClientContext() context: RequestContext,
  ): Promise<SuccessResponseDto> {
    await this.twoFactor.enable(user, dto.token, context);
    return { success: true, message: 'Two-factor authentication enabled' };
  }

  @Post('disable')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiBadRequestResponse({ description: 'Incorrect password or invalid code' })
  @ApiTooManyRequestsResponse({ description: 'Too many invalid codes' })
  async disable(
    @Body() dto: DisableTwoFactorDto,
    @CurrentUser() user: SessionUser,
    @ClientContext() context: RequestContext,
  ): Promise<SuccessResponseDto> {
    await this.twoFactor.disable(user, dto.password, dto.token, context);
    return { success: true, message: 'Two-factor authentication disabled' };
  }

  @Post('backup-codes')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: BackupCodesResponseDto })
  @ApiBadRequestResponse({ description: 'Two-factor authentication is not enabled' })
  async regenerate(
    @CurrentUser() user: SessionUser,
    @ClientContext() context: RequestContext,
  ): Promise<BackupCodesResponseDto> {
    const codes = await this.twoFactor.regenerateBackupCodes(user, context);
    return { success: true, backupCodes: codes };
  }
}
