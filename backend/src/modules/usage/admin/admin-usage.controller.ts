import { Body, Delete, Get, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { RequirePermission } from '../../access/access.decorators';
import { AuditBy, AuditedBy } from '../../audit/audit-actor';
import { AdminUsage } from './admin-usage.service';
import {
  AdminUsagePageDto,
  AdminUsageQueryDto,
  SetTokenAllowanceDto,
  TokenAllowanceDto,
} from './dto/admin-usage.dto';
import { AdminController } from '../../access/admin-controller.decorator';

const organizationId = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** Every organization's usage and allowance overrides, beside the other admin routes. */
@AdminController('admin')
export class AdminUsageController {
  constructor(private readonly admin: AdminUsage) {}

  @Get('usage')
  @RequirePermission('usage', 'read')
  @ApiOperation({ summary: "Every organization's token usage in a range, most first" })
  @ApiOkResponse({ type: AdminUsagePageDto })
  @ApiBadRequestResponse({ description: 'from, to, page or limit not valid' })
  list(@Query() query: AdminUsageQueryDto): Promise<AdminUsagePageDto> {
    return this.admin.list(query);
  }

  @Put('organizations/:id/token-allowance')
  @RequirePermission('usage', 'manage')
  @ApiOperation({
    summary: "Override an organization's monthly token allowance (null = unlimited); audited",
  })
  @ApiOkResponse({ type: TokenAllowanceDto })
  @ApiNotFoundResponse({ description: 'ORGANIZATION_NOT_FOUND' })
  @ApiBadRequestResponse({ description: 'monthlyTokens not a whole number from 0, or null' })
  set(
    @Param('id', organizationId) id: string,
    @Body() dto: SetTokenAllowanceDto,
    @AuditedBy() by: AuditBy,
  ): Promise<TokenAllowanceDto> {
    return this.admin.setOverride(id, dto.monthlyTokens, by);
  }

  @Delete('organizations/:id/token-allowance')
  @RequirePermission('usage', 'manage')
  @ApiOperation({ summary: "Remove the override: the plan's allowance applies again; audited" })
  @ApiOkResponse({ type: TokenAllowanceDto })
  @ApiNotFoundResponse({ description: 'ORGANIZATION_NOT_FOUND' })
  remove(
    @Param('id', organizationId) id: string,
    @AuditedBy() by: AuditBy,
  ): Promise<TokenAllowanceDto> {
    return this.admin.removeOverride(id, by);
  }
}
