import { IncomingMessage } from 'node:http';
import { FakeServer, listen } from './fake-model-servers';

type Params = Record<string, unknown>;

/**
 * Stripe's form encoding back into objects: `line_items[0][price_data][unit_amount]=9900`
 * becomes `{line_items: {0: {price_data: {unit_amount: '9900'}}}}` (indices stay keys).
 */
export function parseStripeForm(body: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  return root;
}

export interface FakeStripe extends FakeServer {
  /** Parsed bodies of the create/update calls, keyed "METHOD /v1/path". */
  calls: { route: string; params: Params }[];
  subscriptions: Map<string, Params>;
  /** The next API calls answer 500 (counted down per request). */
  failNext: number;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

/** A local server answering the parts of Stripe's API v1 that IronKeep calls. */
export async function fakeStripe(secretKey: string): Promise<FakeStripe> {
  let counter = 0;
  const state = { failNext: 0 };
  const calls: FakeStripe['calls'] = [];
  const subscriptions = new Map<string, Params>();
  const server = await listen(async (req, res) => {
    const body = await read(req);
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': `req_${++counter}`,
      });
      res.end(JSON.stringify(payload));
    };
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    if (state.failNext > 0) {
      state.failNext -= 1;
      return send(500, { error: { type: 'api_error', message: 'Something went wrong' } });
    }
    const path = (req.url ?? '').split('?')[0];
    const params = parseStripeForm(body);
    calls.push({ route: `${req.method} ${path}`, params });
    const id = (prefix: string) => `${prefix}_test_${++counter}`;

    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs');
      return send(200, {
        id: sessionId,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: params.client_reference_id,
        metadata: params.metadata ?? {},
        customer: null,
        subscription: null,
        url: `https://checkout.stripe.test/c/pay/${sessionId}`,
      });
    }
    if (req.method === 'POST' && path === '/v1/billing_portal/sessions') {
      const sessionId = id('bps');
      return send(200, {
        id: sessionId,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        url: `https://billing.stripe.test/p/session/${sessionId}`,
      });
    }
    const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subscriptionMatch) {
      const sub = subscriptions.get(subscriptionMatch[1]);
      if (!sub) {
        return send(404, {
          error: { type: 'invalid_request_error', message: 'No such subscription' },
        });
      }
      if (req.method === 'POST') applySubscriptionUpdate(sub, params);
      return send(200, sub);
    }
    send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${path})`,
      },
    });
  });
  // defineProperty, not Object.assign: the accessor must stay an accessor.
  return Object.defineProperty(Object.assign(server, { calls, subscriptions }), 'failNext', {
    get: () => state.failNext,
    set: (n: number) => (state.failNext = n),
  }) as FakeStripe;
}

function applySubscriptionUpdate(sub: Params, params: Params): void {
  if (params.cancel_at_period_end !== undefined) {
    sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
  }
  if (params.metadata)
    sub.metadata = { ...(sub.metadata as Params), ...(params.metadata as Params) };
  const item = (params.items as Record<string, Params> | undefined)?.['0'];
  if (item) {
    const current = (sub.items as { data: Params[] }).data[0];
    const priceData = item.price_data as Params | undefined;
    current.price = priceData
      ? {
          id: `price_inline_${priceData.unit_amount}`,
          product: priceData.product,
          unit_amount: Number(priceData.unit_amount),
          recurring: priceData.recurring,
        }
      : { id: item.price, product: 'prod_configured' };
  }
}

/** A Stripe subscription object in the shape of API version 2025-03-31 and later. */
export function stripeSubscription(fields: {
  id: string;
  customer: string;
  status: string;
  organizationId: string;
  planId: string;
  periodStart: Date;
  periodEnd: Date;
  trialEnd?: Date | null;
  cancelAtPeriodEnd?: boolean;
}): Params {
  const unix = (d: Date) => Math.floor(d.getTime() / 1000);
  return {
    id: fields.id,
    object: 'subscription',
    status: fields.status,
    customer: fields.customer,
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    canceled_at: null,
    ended_at: fields.status === 'canceled' ? unix(fields.periodEnd) : null,
    start_date: unix(fields.periodStart),
    trial_end: fields.trialEnd ? unix(fields.trialEnd) : null,
    metadata: { organizationId: fields.organizationId, planId: fields.planId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${fields.id}`,
          object: 'subscription_item',
          current_period_start: unix(fields.periodStart),
          current_period_end: unix(fields.periodEnd),
          price: {
            id: 'price_inline',
            product: 'prod_inline',
            unit_amount: 49900,
            recurring: { interval: 'month' },
          },
        },
      ],
    },
  };
}
