import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import Stripe from 'stripe';
import { Clock } from '../../../common/clock/clock';
import { AppConfig } from '../../../config/app-config.service';
import { BillingErrors } from '../billing.errors';
import { BillingEventEntity } from '../entities/billing-event.entity';
import { InvoiceStatus } from '../entities/invoice.entity';
import { SubscriptionEntity } from '../entities/subscription.entity';
import { InvoicesService } from '../invoices.service';
import { PlansService } from '../plans.service';
import { BillingProviders } from '../providers/billing-providers';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { idOf, planIdForPrice, subscriptionFieldsFromStripe } from './stripe-mapping';

const INVOICE_STATUSES: Record<string, InvoiceStatus> = {
  open: 'open',
  paid: 'paid',
  void: 'void',
  uncollectible: 'uncollectible',
};

/**
 * Applies Stripe's webhooks: the only way a Stripe subscription's status, period and invoices
 * reach our database. Signed (Stripe-Signature, HMAC over the raw body), deduplicated by event
 * id, and ordered by event time, since Stripe neither promises order nor single delivery.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger(StripeWebhookService.name);

  constructor(
    private readonly providers: BillingProviders,
    private readonly config: AppConfig,
    private readonly subscriptions: SubscriptionsService,
    private readonly plans: PlansService,
    private readonly invoices: InvoicesService,
    @InjectRepository(BillingEventEntity) private readonly seen: Repository<BillingEventEntity>,
    private readonly clock: Clock,
  ) {}

  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    const stripe = this.providers.stripe;
    const secret = this.config.billing.stripe?.webhookSecret;
    if (!stripe || !secret) throw BillingErrors.webhooksDisabled();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody ?? '', signature ?? '', secret);
    } catch {
      throw BillingErrors.invalidWebhookSignature();
    }
    if (await this.seen.existsBy({ id: event.id })) return;
    await this.apply(stripe, event);
    // Recorded after applying: a failure above makes Stripe retry. Handlers are idempotent, so a
    // concurrent duplicate delivery is harmless and loses the insert race quietly.
    await this.seen
      .insert({ id: event.id, type: event.type, receivedAt: this.clock.now() })
      .catch(() => undefined);
  }

  private async apply(stripe: Stripe, event: Stripe.Event): Promise<void> {
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed': {
        const id = idOf(event.data.object.subscription);
        if (id) await this.syncSubscription(await stripe.subscriptions.retrieve(id), at);
        return;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.syncSubscription(event.data.object, at);
      case 'invoice.finalized':
      case 'invoice.paid':
      case 'invoice.payment_failed':
      case 'invoice.voided':
      case 'invoice.marked_uncollectible':
        return this.syncInvoice(event.data.object);
      default:
        this.logger.debug(`Ignoring Stripe event ${event.type}`);
    }
  }

  private async syncSubscription(sub: Stripe.Subscription, at: Date): Promise<void> {
    const local = await this.localSubscription(sub.id, sub.metadata?.organizationId);
    if (!local) return this.logger.warn(`Stripe subscription ${sub.id} matches no organization`);
    if (local.providerSyncedAt && at < local.providerSyncedAt) return; // an older event, late
    const replaced = local.providerSubscriptionId && local.providerSubscriptionId !== sub.id;
    if (replaced && sub.status === 'canceled') return; // the end of a subscription since replaced
    const fields = subscriptionFieldsFromStripe(sub);
    const planId =
      fields.planId ?? planIdForPrice(sub.items.data[0]?.price?.id ?? null, this.priceIds());
    if (planId && (await this.plans.get(planId).catch(() => null))) fields.planId = planId;
    else delete fields.planId;
    await this.subscriptions.apply(local, { ...fields, providerSyncedAt: at });
  }

  private async syncInvoice(invoice: Stripe.Invoice): Promise<void> {
    const details = invoice.parent?.subscription_details;
    const status = invoice.status ? INVOICE_STATUSES[invoice.status] : undefined;
    if (!details || !status || !invoice.id) return;
    const local = await this.localSubscription(
      idOf(details.subscription),
      details.metadata?.organizationId,
    );
    if (!local) return this.logger.warn(`Stripe invoice ${invoice.id} matches no organization`);
    const paidAt = invoice.status_transitions?.paid_at;
    await this.invoices.upsertFromProvider({
      providerInvoiceId: invoice.id,
      organizationId: local.organizationId,
      planId: details.metadata?.planId ?? local.planId,
      amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency,
      status,
      periodStart: new Date(invoice.period_start * 1000),
      periodEnd: new Date(invoice.period_end * 1000),
      paidAt: paidAt ? new Date(paidAt * 1000) : null,
      hostedUrl: invoice.hosted_invoice_url ?? null,
      number: invoice.number,
    });
  }

  private async localSubscription(
    providerSubscriptionId: string | null,
    organizationId: string | undefined,
  ): Promise<SubscriptionEntity | null> {
    const byId = providerSubscriptionId
      ? await this.subscriptions.findByProviderSubscription(providerSubscriptionId)
      : null;
    if (byId) return byId;
    const byOrg = organizationId
      ? await this.subscriptions.findForOrganization(organizationId)
      : null;
    return byOrg?.provider === 'stripe' ? byOrg : null;
  }

  private priceIds(): Record<string, string> {
    return this.config.billing.stripe?.priceIds ?? {};
  }
}
