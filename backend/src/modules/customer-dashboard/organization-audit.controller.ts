import { Controller, Get, Query } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AuditReader } from '../audit/audit-reader.service';
import {
  OrganizationAuditPageDto,
  toOrganizationAuditEntryDto,
} from '../audit/dto/audit-entry.dto';
import { OrganizationAuditQueryDto } from '../audit/dto/audit-query.dto';
import { Membership } from '../organizations/membership.service';
import {
  OrgMembership,
  RequireOrgRole,
} from '../organizations/org-role/require-org-role.decorator';

/**
 * An organisation owner's view of the audit trail: the entries of their own organisation only
 * (its members' sign-ins and account changes, members, plan, invoices, servers, licence keys).
 */
@ApiTags('organizations')
@Controller('organizations')
export class OrganizationAuditController {
  constructor(private readonly reader: AuditReader) {}

  @Get('audit')
  @RequireOrgRole('admin')
  @ApiOkResponse({ type: OrganizationAuditPageDto, description: 'Newest first' })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_ADMIN' })
  async list(
    @Query() query: OrganizationAuditQueryDto,
    @OrgMembership() { organization }: Membership,
  ): Promise<OrganizationAuditPageDto> {
    const page = await this.reader.list({ ...query, organizationId: organization.id }, query);
    return { ...page, data: page.data.map(toOrganizationAuditEntryDto) };
  }
}
