import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Membership } from '../../organizations/membership.service';
import {
  OrgMembership,
  RequireOrgRole,
} from '../../organizations/org-role/require-org-role.decorator';
import { CurrentUser } from '../../users/current-user.decorator';
import { SessionUser } from '../../users/session-user';
import { UsageQueryDto, UsageRangeQueryDto } from './dto/usage-query.dto';
import { OrganizationAllowanceDto, UsageReportDto } from './dto/usage-report.dto';
import { OrganizationUsage } from './organization-usage.service';

/** The organization's token usage (docs/usage.md): owners see everyone's, members their own. */
@ApiTags('usage')
@ApiNotFoundResponse({ description: 'NO_ORGANIZATION' })
@Controller('organizations/usage')
export class OrganizationUsageController {
  constructor(private readonly usage: OrganizationUsage) {}

  @Get()
  @RequireOrgRole('member')
  @ApiOkResponse({ type: UsageReportDto })
  @ApiBadRequestResponse({ description: 'from, to or groupBy not valid, or a range over 400 days' })
  report(
    @Query() query: UsageQueryDto,
    @CurrentUser() user: SessionUser,
    @OrgMembership() membership: Membership,
  ): Promise<UsageReportDto> {
    return this.usage.report(user, membership, query);
  }

  @Get('allowance')
  @RequireOrgRole('member')
  @ApiOkResponse({ type: OrganizationAllowanceDto })
  allowance(@OrgMembership() membership: Membership): Promise<OrganizationAllowanceDto> {
    return this.usage.allowanceOf(membership);
  }

  @Get('export.csv')
  @RequireOrgRole('member')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    type: String,
    description: 'One line per day, member, API token and model of the range (the same scope)',
  })
  @ApiBadRequestResponse({ description: 'from or to not valid, or a range over 400 days' })
  async export(
    @Query() query: UsageRangeQueryDto,
    @CurrentUser() user: SessionUser,
    @OrgMembership() membership: Membership,
  ): Promise<StreamableFile> {
    const { file, text } = await this.usage.csv(user, membership, query);
    return new StreamableFile(Buffer.from(text, 'utf8'), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${file}"`,
    });
  }
}
