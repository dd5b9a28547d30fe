import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../access/access.decorators';
import {
  ContactMessagePageDto,
  EnterpriseLeadPageDto,
  SubscriberPageDto,
} from './dto/admin-lists.dto';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { LeadAdminService } from './lead-admin.service';
import { AuditBy } from '../audit/audit-actor';
import { AuditedBy } from '../audit/request-context';

const CSV = 'text/csv; charset=utf-8';
const attachment = (name: string) => `attachment; filename="${name}"`;

@ApiTags('admin-leads')
@Controller('admin')
export class LeadAdminController {
  constructor(private readonly admin: LeadAdminService) {}

  @Get('leads')
  @RequirePermission('leads', 'read')
  @ApiOkResponse({ type: EnterpriseLeadPageDto })
  leads(@Query() q: PaginationQueryDto): Promise<EnterpriseLeadPageDto> {
    return this.admin.listLeads(q);
  }

  @Get('contacts')
  @RequirePermission('leads', 'read')
  @ApiOkResponse({ type: ContactMessagePageDto })
  contacts(@Query() q: PaginationQueryDto): Promise<ContactMessagePageDto> {
    return this.admin.listContacts(q);
  }

  @Get('subscribers')
  @RequirePermission('leads', 'read')
  @ApiOkResponse({ type: SubscriberPageDto })
  subscribers(@Query() q: PaginationQueryDto): Promise<SubscriberPageDto> {
    return this.admin.listSubscribers(q);
  }

  @Get('leads/export.csv')
  @RequirePermission('leads', 'read')
  @Header('Content-Type', CSV)
  @Header('Content-Disposition', attachment('enterprise-leads.csv'))
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'All enterprise leads, newest first', type: String })
  leadsCsv(@AuditedBy() by: AuditBy): Promise<string> {
    return this.admin.leadsCsv(by);
  }

  @Get('contacts/export.csv')
  @RequirePermission('leads', 'read')
  @Header('Content-Type', CSV)
  @Header('Content-Disposition', attachment('contact-messages.csv'))
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'All contact messages, newest first', type: String })
  contactsCsv(@AuditedBy() by: AuditBy): Promise<string> {
    return this.admin.contactsCsv(by);
  }

  @Get('subscribers/export.csv')
  @RequirePermission('leads', 'read')
  @Header('Content-Type', CSV)
  @Header('Content-Disposition', attachment('newsletter-subscribers.csv'))
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'All newsletter subscribers, newest first', type: String })
  subscribersCsv(@AuditedBy() by: AuditBy): Promise<string> {
    return this.admin.subscribersCsv(by);
  }
}
