import { Body, Controller, Get, Header, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { RequirePermission } from '../access/access.decorators';
import {
  ContactMessageDto,
  ContactMessagePageDto,
  EnterpriseLeadPageDto,
  EnterpriseLeadRecordDto,
  SubscriberPageDto,
} from './dto/admin-lists.dto';
import {
  LeadFilterQueryDto,
  LeadListQueryDto,
  LeadSearchQueryDto,
  SubscriberListQueryDto,
  UpdateLeadStatusDto,
} from './dto/lead-queries.dto';
import { LeadAdminService } from './lead-admin.service';
import { AuditBy, AuditedBy } from '../audit/audit-actor';

const CSV = 'text/csv; charset=utf-8';
const attachment = (name: string) => `attachment; filename="${name}"`;
const LeadId = () => new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** The Leads section of /admin: lists with search and status, CSV of what is filtered. */
@ApiTags('admin-leads')
@Controller('admin')
export class LeadAdminController {
  constructor(private readonly admin: LeadAdminService) {}

  @Get('leads')
  @RequirePermission('leads', 'read')
  @ApiOkResponse({ type: EnterpriseLeadPageDto })
  leads(@Query() q: LeadListQueryDto): Promise<EnterpriseLeadPageDto> {
    return this.admin.listLeads(q);
  }

  @Get('contacts')
  @RequirePermission('leads', 'read')
  @ApiOkResponse({ type: ContactMessagePageDto })
  contacts(@Query() q: LeadListQueryDto): Promise<ContactMessagePageDto> {
    return this.admin.listContacts(q);
  }

  @Get('subscribers')
  @RequirePermission('leads', 'read')
  @ApiOkResponse({ type: SubscriberPageDto })
  subscribers(@Query() q: SubscriberListQueryDto): Promise<SubscriberPageDto> {
    return this.admin.listSubscribers(q);
  }

  @Patch('leads/:id')
  @RequirePermission('leads', 'update')
  @ApiOkResponse({ type: EnterpriseLeadRecordDto })
  @ApiNotFoundResponse({ description: 'LEAD_NOT_FOUND' })
  setLeadStatus(
    @Param('id', LeadId()) id: string,
    @Body() body: UpdateLeadStatusDto,
    @AuditedBy() by: AuditBy,
  ): Promise<EnterpriseLeadRecordDto> {
    return this.admin.setLeadStatus(id, body.status, by);
  }

  @Patch('contacts/:id')
  @RequirePermission('leads', 'update')
  @ApiOkResponse({ type: ContactMessageDto })
  @ApiNotFoundResponse({ description: 'LEAD_NOT_FOUND' })
  setContactStatus(
    @Param('id', LeadId()) id: string,
    @Body() body: UpdateLeadStatusDto,
    @AuditedBy() by: AuditBy,
  ): Promise<ContactMessageDto> {
    return this.admin.setContactStatus(id, body.status, by);
  }

  @Get('leads/export.csv')
  @RequirePermission('leads', 'read')
  @Header('Content-Type', CSV)
  @Header('Content-Disposition', attachment('enterprise-leads.csv'))
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The enterprise leads filtered, newest first', type: String })
  leadsCsv(@Query() q: LeadFilterQueryDto, @AuditedBy() by: AuditBy): Promise<string> {
    return this.admin.leadsCsv(q, by);
  }

  @Get('contacts/export.csv')
  @RequirePermission('leads', 'read')
  @Header('Content-Type', CSV)
  @Header('Content-Disposition', attachment('contact-messages.csv'))
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The contact messages filtered, newest first', type: String })
  contactsCsv(@Query() q: LeadFilterQueryDto, @AuditedBy() by: AuditBy): Promise<string> {
    return this.admin.contactsCsv(q, by);
  }

  @Get('subscribers/export.csv')
  @RequirePermission('leads', 'read')
  @Header('Content-Type', CSV)
  @Header('Content-Disposition', attachment('newsletter-subscribers.csv'))
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'The newsletter subscribers filtered, newest first', type: String })
  subscribersCsv(@Query() q: LeadSearchQueryDto, @AuditedBy() by: AuditBy): Promise<string> {
    return this.admin.subscribersCsv(q, by);
  }
}
