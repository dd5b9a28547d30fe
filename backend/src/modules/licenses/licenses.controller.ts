import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPaymentRequiredResponse,
  ApiTags,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { Public } from '../access/access.decorators';
import { Membership } from '../organizations/membership.service';
import {
  OrgMembership,
  RequireOrgRole,
} from '../organizations/org-role/require-org-role.decorator';
import { LicenseDto, LicensePageDto, LicensePublicKeyDto } from './dto/license.dto';
import { LicensesService } from './licenses.service';
import { AuditBy, AuditedBy } from '../audit/audit-actor';

@ApiTags('licenses')
@Controller('licenses')
export class LicensesController {
  constructor(private readonly licenses: LicensesService) {}

  /** What the local edition and the /download page verify keys with (offline). */
  @Get('public-key')
  @Public()
  @ApiOkResponse({ type: LicensePublicKeyDto })
  publicKey(): LicensePublicKeyDto {
    return this.licenses.publicKey();
  }

  @Get('current')
  @RequireOrgRole('member')
  @ApiOkResponse({ type: LicenseDto })
  @ApiNotFoundResponse({ description: 'NO_ORGANIZATION or LICENSE_NOT_FOUND' })
  async current(@OrgMembership() { organization }: Membership): Promise<LicenseDto> {
    return this.licenses.current(organization.id);
  }

  @Get()
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: LicensePageDto, description: 'Every key issued, newest first' })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  async list(@Query() query: PaginationQueryDto, @OrgMembership() { organization }: Membership) {
    return this.licenses.list(organization.id, query);
  }

  @Post('rotate')
  @HttpCode(200)
  @RequireOrgRole('admin')
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  @ApiOkResponse({ type: LicenseDto, description: 'The new key; the old one is listed as revoked' })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  @ApiPaymentRequiredResponse({ description: 'SUBSCRIPTION_INACTIVE' })
  async rotate(
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<LicenseDto> {
    return this.licenses.rotate(organization, by);
  }
}
