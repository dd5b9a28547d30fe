import Stripe from 'stripe';
import { StripeSettings } from '../../../config/app-config.service';

/**
 * The official SDK. STRIPE_API_BASE points it elsewhere (a local fake in tests, an egress proxy);
 * no telemetry, bounded waits.
 */
export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    telemetry: false,
    appInfo: { name: 'IronKeep' },
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
