import type { components } from '@/lib/api-types';

// The answer of GET /api/billing/my-subscription, apart from the request (get-my-subscription.ts),
// so the helpers that read it (lib/refresh-delay.ts among them) need not import the request file
// that imports them.
export type MySubscription = components['schemas']['MySubscriptionDto'];
export type Server = components['schemas']['ServerDto'];
export type Plan = components['schemas']['PlanDto'];
