import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { CurrentUser } from '../users/current-user.decorator';
import { PaginationQueryDto } from '../../common/pagination/pagination-query.dto';
import { Authenticated, Public, RequirePermission } from '../access/access.decorators';
import { Membership } from '../organizations/membership.service';
import {
  OrgMembership,
  RequireOrgRole,
} from '../organizations/org-role/require-org-role.decorator';
import { SessionUser } from '../users/session-user';
import { InvoiceDto, InvoicePageDto, toInvoiceDto } from './dto/invoice.dto';
import { CheckoutTermsDto } from './dto/checkout-terms.dto';
import { PlanDto, toPlanDto } from './dto/plan.dto';
import {
  ChangePlanDto,
  PortalResponseDto,
  SubscribeDto,
  SubscribeResponseDto,
  SubscriptionOutcomeDto,
} from './dto/subscribe.dto';
import { toOutcomeDto } from './dto/subscription-outcome';
import { InvoicesService } from './invoices.service';
import { OnboardingService } from './onboarding.service';
import { PlansService } from './plans.service';
import { SubscriptionPeriodsService } from './subscriptions/subscription-periods.service';
import { SubscriptionsService } from './subscriptions/subscriptions.service';
import { AuditBy, AuditedBy } from '../audit/audit-actor';

/** Sign-ups and plan changes per client: a person needs a handful, a script many. */
const BILLING_COMMAND_LIMIT = { limit: 10, ttl: 60_000 };

@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(
    private readonly plans: PlansService,
    private readonly onboarding: OnboardingService,
    private readonly subscriptions: SubscriptionsService,
    private readonly periods: SubscriptionPeriodsService,
    private readonly invoices: InvoicesService,
  ) {}

  @Get('plans')
  @Public()
  @ApiOkResponse({ type: [PlanDto] })
  async listPlans(): Promise<PlanDto[]> {
    return (await this.plans.list()).map(toPlanDto);
  }

  @Get('checkout-terms')
  @Public()
  @ApiOkResponse({ type: CheckoutTermsDto })
  checkoutTerms(): CheckoutTermsDto {
    return this.onboarding.checkoutTerms();
  }

  @Post('subscribe')
  @Authenticated()
  @Throttle({ default: BILLING_COMMAND_LIMIT })
  @ApiCreatedResponse({ type: SubscribeResponseDto })
  @ApiNotFoundResponse({ description: 'PLAN_NOT_FOUND' })
  @ApiConflictResponse({ description: 'ALREADY_IN_ORGANIZATION or SLUG_TAKEN' })
  @ApiBadGatewayResponse({ description: 'BILLING_PROVIDER_UNAVAILABLE' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts' })
  subscribe(@Body() dto: SubscribeDto, @CurrentUser() user: SessionUser, @AuditedBy() by: AuditBy) {
    return this.onboarding.subscribe(user, dto, by);
  }

  @Post('portal')
  @HttpCode(200)
  @RequireOrgRole('owner')
  @ApiOkResponse({ type: PortalResponseDto })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_OWNER' })
  @ApiBadGatewayResponse({ description: 'BILLING_PROVIDER_UNAVAILABLE' })
  async portal(
    @CurrentUser() user: SessionUser,
    @OrgMembership() { organization }: Membership,
  ): Promise<PortalResponseDto> {
    return { success: true, url: await this.subscriptions.portalUrl(organization, user) };
  }

  @Get('invoices')
  @RequireOrgRole('owner')
  @ApiOkResponse({ type: InvoicePageDto })
  @ApiForbiddenResponse({ description: 'NOT_ORGANIZATION_OWNER' })
  listInvoices(
    @Query() query: PaginationQueryDto,
    @OrgMembership() { organization }: Membership,
  ): Promise<InvoicePageDto> {
    return this.invoices.list(organization.id, query);
  }

  @Post('change-plan')
  @HttpCode(200)
  @RequireOrgRole('owner')
  @Throttle({ default: BILLING_COMMAND_LIMIT })
  @ApiOkResponse({ type: SubscriptionOutcomeDto })
  @ApiConflictResponse({ description: 'SAME_PLAN or TOO_MANY_SERVERS_FOR_PLAN' })
  async changePlan(
    @Body() dto: ChangePlanDto,
    @CurrentUser() user: SessionUser,
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ) {
    return toOutcomeDto(await this.subscriptions.changePlan(organization, user, dto.planId, by));
  }

  @Post('cancel')
  @HttpCode(200)
  @RequireOrgRole('owner')
  @ApiOkResponse({ type: SubscriptionOutcomeDto, description: 'Cancels at the end of the period' })
  @ApiConflictResponse({ description: 'SUBSCRIPTION_CANCELED or SUBSCRIPTION_INCOMPLETE' })
  async cancel(
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<SubscriptionOutcomeDto> {
    return toOutcomeDto(await this.subscriptions.setCancelAtPeriodEnd(organization.id, true, by));
  }

  @Post('resume')
  @HttpCode(200)
  @RequireOrgRole('owner')
  @ApiOkResponse({ type: SubscriptionOutcomeDto, description: 'Undoes a pending cancellation' })
  @ApiConflictResponse({ description: 'SUBSCRIPTION_CANCELED or SUBSCRIPTION_INCOMPLETE' })
  async resume(
    @OrgMembership() { organization }: Membership,
    @AuditedBy() by: AuditBy,
  ): Promise<SubscriptionOutcomeDto> {
    return toOutcomeDto(await this.subscriptions.setCancelAtPeriodEnd(organization.id, false, by));
  }

  @Post('invoices/:id/mark-paid')
  @HttpCode(200)
  @RequirePermission('billing', 'manage')
  @ApiOkResponse({ type: InvoiceDto, description: 'Records a payment received offline (admins)' })
  @ApiNotFoundResponse({ description: 'INVOICE_NOT_FOUND' })
  @ApiConflictResponse({ description: 'INVOICE_NOT_OPEN' })
  async markPaid(
    @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string,
    @AuditedBy() by: AuditBy,
  ): Promise<InvoiceDto> {
    return toInvoiceDto(await this.periods.recordPayment(id, by));
  }
}
