import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../access/access.decorators';
import { ClientContext, RequestContext } from '../audit/request-context';
import { ContactDto } from './dto/contact.dto';
import { EnterpriseLeadDto } from './dto/enterprise-lead.dto';
import { LeadAcceptedDto } from './dto/lead-responses.dto';
import { NewsletterDto } from './dto/newsletter.dto';
import { LeadsService } from './leads.service';

/** Per client IP; generous for people, tight enough to make form spam expensive. */
const FIFTEEN_MINUTES = 15 * 60 * 1000;
export const CONTACT_LIMIT = { limit: 5, ttl: FIFTEEN_MINUTES };
export const NEWSLETTER_LIMIT = { limit: 5, ttl: FIFTEEN_MINUTES };
export const ENTERPRISE_LEAD_LIMIT = { limit: 10, ttl: 60 * 60 * 1000 };

@ApiTags('leads')
@Controller()
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Post('contact')
  @HttpCode(201)
  @Public()
  @Throttle({ default: CONTACT_LIMIT })
  @ApiCreatedResponse({ type: LeadAcceptedDto })
  @ApiBadRequestResponse({ description: 'Validation failed (or a honeypot field was filled)' })
  @ApiTooManyRequestsResponse({ description: 'Too many messages from this address' })
  contact(
    @Body() dto: ContactDto,
    @ClientContext() context: RequestContext,
  ): Promise<LeadAcceptedDto> {
    return this.leads.submitContact(dto, context);
  }

  @Post('newsletter')
  @HttpCode(201)
  @Public()
  @Throttle({ default: NEWSLETTER_LIMIT })
  @ApiCreatedResponse({ type: LeadAcceptedDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiConflictResponse({ description: 'Address already subscribed' })
  @ApiTooManyRequestsResponse({ description: 'Too many sign-ups from this address' })
  newsletter(
    @Body() dto: NewsletterDto,
    @ClientContext() context: RequestContext,
  ): Promise<LeadAcceptedDto> {
    return this.leads.subscribe(dto, context);
  }

  @Post('enterprise/lead')
  @HttpCode(201)
  @Public()
  @Throttle({ default: ENTERPRISE_LEAD_LIMIT })
  @ApiCreatedResponse({ type: LeadAcceptedDto })
  @ApiBadRequestResponse({ description: 'Validation failed' })
  @ApiTooManyRequestsResponse({ description: 'Too many requests from this address' })
  enterpriseLead(
    @Body() dto: EnterpriseLeadDto,
    @ClientContext() context: RequestContext,
  ): Promise<LeadAcceptedDto> {
    return this.leads.submitLead(dto, context);
  }
}
