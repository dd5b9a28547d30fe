import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Request } from 'express';
import { Authenticated } from '../access/access.decorators';
import { SuccessResponseDto } from '../auth/dto/auth-responses.dto';
import { requestContext } from '../security-log/request-context';
import { UserEntity } from '../users/entities/user.entity';
import {
  BackupCodesResponseDto,
  DisableTwoFactorDto,
  EnableTwoFactorDto,
  TwoFactorSetupResponseDto,
  TwoFactorStatusDto,
} from './dto/two-factor.dto';
import { TwoFactorService } from './two-factor.service';

const currentUser = (req: Request) => req.user as UserEntity;

@ApiTags('two-factor')
@Controller('auth/2fa')
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Get('status')
  @Authenticated()
  @ApiOkResponse({ type: TwoFactorStatusDto })
  status(@Req() req: Request): TwoFactorStatusDto {
    return this.twoFactor.status(currentUser(req));
  }

  @Post('setup')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: TwoFactorSetupResponseDto })
  @ApiBadRequestResponse({ description: 'Two-factor authentication is already enabled' })
  async setup(@Req() req: Request): Promise<TwoFactorSetupResponseDto> {
    return { success: true, setup: await this.twoFactor.setup(currentUser(req)) };
  }

  @Post('enable')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiBadRequestResponse({ description: 'Invalid verification code' })
  @ApiTooManyRequestsResponse({ description: 'Too many invalid codes' })
  async enable(@Body() dto: EnableTwoFactorDto, @Req() req: Request): Promise<SuccessResponseDto> {
    await this.twoFactor.enable(currentUser(req), dto.token, requestContext(req));
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
    @Req() req: Request,
  ): Promise<SuccessResponseDto> {
    await this.twoFactor.disable(currentUser(req), dto.password, dto.token, requestContext(req));
    return { success: true, message: 'Two-factor authentication disabled' };
  }

  @Post('backup-codes')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: BackupCodesResponseDto })
  @ApiBadRequestResponse({ description: 'Two-factor authentication is not enabled' })
  async regenerate(@Req() req: Request): Promise<BackupCodesResponseDto> {
    const codes = await this.twoFactor.regenerateBackupCodes(currentUser(req), requestContext(req));
    return { success: true, backupCodes: codes };
  }
}
