import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Stripe from 'stripe';
import request from 'supertest';
import { expectStatus } from './api-client';
import { createTestApp, uniqueName } from './app.factory';
import { fakeOllama, FakeServer } from './fake-model-servers';
import { FakeStripe, fakeStripe, stripeSubscription } from './fake-stripe';
import { signUp, server } from './organizations-helpers';

const SECRET_KEY = 'sk_test_ironkeep';
const WEBHOOK_SECRET = 'whsec_test_ironkeep';
const APP_URL = 'https://app.ironkeep.test';
const signer = new Stripe('sk_test_signer');

/** A webhook delivery signed the way Stripe signs it (t=…,v1=HMAC-SHA256 of "t.body"). */
function event(type: string, object: unknown, extra: { id?: string; created?: number } = {}) {
  const created = extra.created ?? Math.floor(Date.now() / 1000);
  return JSON.stringify({
    id: extra.id ?? `evt_${uniqueName('e')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

describe('Stripe billing against a local server that speaks the Stripe API', () => {
  let app: NestFastifyApplication;
  let stripe: FakeStripe;
  let ollama: FakeServer;

  beforeAll(async () => {
    stripe = await fakeStripe(SECRET_KEY);
    ollama = await fakeOllama();
    app = await createTestApp({
      THROTTLE_ENABLED: 'false',
      SERVER_HEALTH_INTERVAL_MS: '3600000',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      PUBLIC_APP_URL: `${APP_URL}/`,
    });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
    await ollama.close();
  });

  const deliver = (
    payload: string,
    header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) =>
    request(app.getHttpServer())
      .post('/api/billing/webhook')
      .set('Stripe-Signature', header)
      .set('Content-Type', 'application/json')
      .send(payload);

  /** Subscribes through Checkout and completes it with the webhook Stripe would send. */
  async function subscribedOrganization(planId = 'professional') {
    const owner = await signUp(app, 'owner');
    const slug = uniqueName('org').replace(/_/g, '-');
    const res = await owner.client
      .post('/api/billing/subscribe', { planId, organizationName: `Org ${slug}`, slug })
      .then(expectStatus(201));
    const organizationId = res.body.organization.id as string;
    const subscriptionId = `sub_${slug.replace(/-/g, '')}`;
    const now = Date.now();
    const sub = stripeSubscription({
      id: subscriptionId,
      customer: `cus_${slug.replace(/-/g, '')}`,
      status: 'trialing',
      organizationId,
      planId,
      periodStart: new Date(now),
      periodEnd: new Date(now + 14 * 86_400_000),
      trialEnd: new Date(now + 14 * 86_400_000),
    });
    stripe.subscriptions.set(subscriptionId, sub);
    await deliver(
      event('checkout.session.completed', {
        id: 'cs_test_done',
        object: 'checkout.session',
        client_reference_id: organizationId,
        customer: sub.customer,
        subscription: subscriptionId,
        metadata: { organizationId, planId },
      }),
    ).expect(200);
    return { owner, organizationId, subscriptionId, sub, subscribe: res.body };
  }

  it('tells the confirm step that payment is by card at Stripe Checkout (issue 34)', async () => {
    const res = await request(app.getHttpServer()).get('/api/billing/checkout-terms').expect(200);
    expect(res.body).toMatchObject({ provider: 'stripe', trialDays: 14 });
  });

  it('sends a new subscriber to Stripe Checkout and waits for the webhook', async () => {
    const owner = await signUp(app, 'owner');
    const slug = uniqueName('acme').replace(/_/g, '-');
    const res = await owner.client
      .post('/api/billing/subscribe', { planId: 'professional', organizationName: 'Acme', slug })
      .then(expectStatus(201));
    expect(res.body.subscription).toMatchObject({ status: 'incomplete', provider: 'stripe' });
    expect(res.body.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const call = stripe.calls.filter((c) => c.route === 'POST /v1/checkout/sessions').at(-1)!;
    expect(call.params).toEqual({
      mode: 'subscription',
      client_reference_id: res.body.organization.id,
      line_items: {
        0: {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '49900',
            recurring: { interval: 'month' },
            product_data: { name: 'IronKeep Professional', metadata: { planId: 'professional' } },
          },
        },
      },
      subscription_data: {
        metadata: { organizationId: res.body.organization.id, planId: 'professional' },
        trial_period_days: '14',
      },
      metadata: { organizationId: res.body.organization.id, planId: 'professional' },
      success_url: `${APP_URL}/customer-dashboard?checkout=success`,
      cancel_url: `${APP_URL}/customer-dashboard?checkout=canceled`,
    });
    // Nothing is granted before payment: no licence key, no servers.
    await owner.client.agent.get('/api/licenses/current').expect(404);
    const add = await owner.client.post('/api/servers', server(ollama.url)).then(expectStatus(402));
    expect(add.body.code).toBe('SUBSCRIPTION_INACTIVE');
    // Manage Billing before checkout was finished opens Checkout again.
    const portal = await owner.client.post('/api/billing/portal', {}).then(expectStatus(200));
    expect(portal.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });

  it('activates the organisation from checkout.session.completed (period from the subscription item)', async () => {
    const { owner, sub } = await subscribedOrganization();
    const data = (await owner.client.agent.get('/api/billing/my-subscription').expect(200)).body;
    const item = (
      sub.items as { data: { current_period_start: number; current_period_end: number }[] }
    ).data[0];
    expect(data.subscription).toMatchObject({
      status: 'trialing',
      provider: 'stripe',
      currentPeriodStart: new Date(item.current_period_start * 1000).toISOString(),
      currentPeriodEnd: new Date(item.current_period_end * 1000).toISOString(),
    });
    const license = (await owner.client.agent.get('/api/licenses/current').expect(200)).body;
    expect(license.key).toMatch(/^IRON-PRO-/);
    await owner.client.post('/api/servers', server(ollama.url)).then(expectStatus(201));
  });

  it('refuses webhooks with a wrong, missing or stale signature, changing nothing', async () => {
    const { owner, organizationId, sub } = await subscribedOrganization();
    const payload = event('customer.subscription.updated', { ...sub, status: 'canceled' });
    const forged = await deliver(
      payload,
      signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_attacker' }),
    ).expect(400);
    expect(forged.body.code).toBe('INVALID_WEBHOOK_SIGNATURE');
    await request(app.getHttpServer())
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .send(payload)
      .expect(400);
    const stale = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    await deliver(payload, stale).expect(400);
    // A body altered after signing (re-serialised JSON) fails too.
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    await deliver(JSON.stringify(JSON.parse(payload), null, 2), signature).expect(400);
    const data = (await owner.client.agent.get('/api/billing/my-subscription').expect(200)).body;
    expect(data.organization.id).toBe(organizationId);
    expect(data.subscription.status).toBe('trialing');
  });

  it('follows subscription updates in event order and ignores redelivered or older events', async () => {
    const { owner, sub } = await subscribedOrganization();
    const now = Math.floor(Date.now() / 1000);
    const pastDue = event(
      'customer.subscription.updated',
      { ...sub, status: 'past_due' },
      { created: now + 10 },
    );
    await deliver(pastDue).expect(200);
    const older = event(
      'customer.subscription.updated',
      { ...sub, status: 'active' },
      { created: now + 5 },
    );
    await deliver(older).expect(200);
    const status = async () =>
      (await owner.client.agent.get('/api/billing/my-subscription').expect(200)).body.subscription
        .status;
    expect(await status()).toBe('past_due');

    const paidInvoice = {
      id: `in_${uniqueName('i')}`,
      object: 'invoice',
      status: 'paid',
      number: `STRIPE-${Date.now()}`,
      amount_due: 49900,
      amount_paid: 49900,
      currency: 'usd',
      period_start: now,
      period_end: now + 30 * 86_400,
      hosted_invoice_url: 'https://invoice.stripe.test/i/abc',
      status_transitions: { paid_at: now + 20 },
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
    };
    const paid = event('invoice.paid', paidInvoice, { created: now + 20 });
    await deliver(paid).expect(200);
    await deliver(paid).expect(200); // Stripe redelivers: applied once
    const invoices = (await owner.client.agent.get('/api/billing/invoices').expect(200)).body;
    expect(invoices.data).toEqual([
      expect.objectContaining({
        number: paidInvoice.number,
        amount: 499,
        status: 'paid',
        hostedUrl: 'https://invoice.stripe.test/i/abc',
        paidAt: new Date((now + 20) * 1000).toISOString(),
      }),
    ]);
    await deliver(
      event('customer.subscription.updated', { ...sub, status: 'active' }, { created: now + 30 }),
    ).expect(200);
    expect(await status()).toBe('active');
  });

  it('opens the Stripe customer portal for Manage Billing', async () => {
    const { owner, sub } = await subscribedOrganization();
    const res = await owner.client.post('/api/billing/portal', {}).then(expectStatus(200));
    expect(res.body).toEqual({
      success: true,
      url: expect.stringMatching(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/),
    });
    expect(stripe.calls.at(-1)).toEqual({
      route: 'POST /v1/billing_portal/sessions',
      params: { customer: sub.customer, return_url: `${APP_URL}/customer-dashboard` },
    });
  });

  it('cancels at period end and changes plan through the Stripe API', async () => {
    const { owner, organizationId, subscriptionId } = await subscribedOrganization('starter');
    const cancel = await owner.client.post('/api/billing/cancel', {}).then(expectStatus(200));
    expect(cancel.body.subscription.cancelAtPeriodEnd).toBe(true);
    expect(stripe.calls.at(-1)).toEqual({
      route: `POST /v1/subscriptions/${subscriptionId}`,
      params: { cancel_at_period_end: 'true' },
    });
    await owner.client.post('/api/billing/resume', {}).then(expectStatus(200));

    const change = await owner.client
      .post('/api/billing/change-plan', { planId: 'enterprise' })
      .then(expectStatus(200));
    expect(change.body).toMatchObject({
      subscription: { planId: 'enterprise' },
      checkoutUrl: null,
    });
    expect(stripe.calls.at(-1)!.params).toEqual({
      items: {
        0: {
          id: `si_${subscriptionId}`,
          price_data: {
            currency: 'usd',
            product: 'prod_inline',
            recurring: { interval: 'month' },
            unit_amount: '199900',
          },
        },
      },
      metadata: { organizationId, planId: 'enterprise' },
      proration_behavior: 'create_prorations',
    });
    const license = (await owner.client.agent.get('/api/licenses/current').expect(200)).body;
    expect(license.tier).toBe('pro');
  });

  it('ends the subscription on customer.subscription.deleted: servers stop, the key is revoked', async () => {
    const { owner, sub } = await subscribedOrganization();
    await owner.client.post('/api/servers', server(ollama.url)).then(expectStatus(201));
    await deliver(
      event('customer.subscription.deleted', {
        ...sub,
        status: 'canceled',
        ended_at: Math.floor(Date.now() / 1000),
      }),
    ).expect(200);
    const data = (await owner.client.agent.get('/api/billing/my-subscription').expect(200)).body;
    expect(data.subscription.status).toBe('canceled');
    expect(data.servers.map((s: { status: string }) => s.status)).toEqual(['stopped']);
    await owner.client.agent.get('/api/licenses/current').expect(404);
  });

  it('answers 502 when Stripe is unreachable and leaves no half-made organisation behind', async () => {
    const owner = await signUp(app, 'owner');
    const slug = uniqueName('down').replace(/_/g, '-');
    stripe.failNext = 5;
    const res = await owner.client
      .post('/api/billing/subscribe', { planId: 'starter', organizationName: 'Down Inc', slug })
      .then(expectStatus(502));
    expect(res.body).toMatchObject({
      code: 'BILLING_PROVIDER_UNAVAILABLE',
      message: 'The payment provider (Stripe) could not be reached. Please try again in a moment.',
    });
    expect(JSON.stringify(res.body)).not.toContain('Something went wrong');
    stripe.failNext = 0;
    await owner.client.agent.get('/api/billing/my-subscription').expect(404);
    await owner.client
      .post('/api/billing/subscribe', { planId: 'starter', organizationName: 'Down Inc', slug })
      .then(expectStatus(201));
  });
});

describe('Stripe settings', () => {
  it('answers 404 on the webhook route when Stripe is not configured', async () => {
    const app = await createTestApp();
    try {
      const res = await request(app.getHttpServer())
        .post('/api/billing/webhook')
        .set('Content-Type', 'application/json')
        .send('{}')
        .expect(404);
      expect(res.body.code).toBe('WEBHOOKS_DISABLED');
    } finally {
      await app.close();
    }
  });

  it('refuses a secret key without the webhook secret', async () => {
    await expect(createTestApp({ STRIPE_SECRET_KEY: SECRET_KEY })).rejects.toThrow(
      'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY',
    );
  });
});
