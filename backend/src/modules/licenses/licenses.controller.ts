import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPaymentRequiredResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { Authenticated, Public } from '../access/access.decorators';
import { MembershipService } from '../organizations/membership.service';
import { UserEntity } from '../users/entities/user.entity';
import { LicenseDto, LicensePageDto, LicensePublicKeyDto } from './dto/license.dto';
import { LicensesService } from './licenses.service';

@ApiTags('licenses')
@Controller('licenses')
export class LicensesController {
  constructor(
    private readonly licenses: LicensesService,
    private readonly membership: MembershipService,
  ) {}

  /** What the local edition and the /download page verify keys with (offline). */
  @Get('public-key')
  @Public()
  @ApiOkResponse({ type: LicensePublicKeyDto })
  publicKey(): LicensePublicKeyDto {
    return this.licenses.publicKey();
  }

  @Get('current')
  @Authenticated()
  @ApiOkResponse({ type: LicenseDto })
  @ApiNotFoundResponse({ description: 'NO_ORGANIZATION or LICENSE_NOT_FOUND' })
  async current(@CurrentUser() user: UserEntity): Promise<LicenseDto> {
    const { organization } = await this.membership.require(user);
    return this.licenses.current(organization.id);
  }

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: LicensePageDto, description: 'Every key issued, newest first' })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_OWNER' })
  async list(@Query() query: PaginationQueryDto, @CurrentUser() user: UserEntity) {
    const { organization } = await this.membership.requireOwner(user);
    return this.licenses.list(organization.id, query);
  }

  @Post('rotate')
  @HttpCode(200)
  @Authenticated()
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  @ApiOkResponse({ type: LicenseDto, description: 'The new key; the old one is listed as revoked' })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_OWNER' })
  @ApiPaymentRequiredResponse({ description: 'SUBSCRIPTION_INACTIVE' })
  async rotate(@CurrentUser() user: UserEntity): Promise<LicenseDto> {
    const { organization } = await this.membership.requireOwner(user);
    return this.licenses.rotate(organization);
  }
}
