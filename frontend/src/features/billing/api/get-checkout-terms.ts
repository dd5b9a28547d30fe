import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

/** How a new subscription is paid for here: by invoice (built-in) or by card (Stripe). */
export type CheckoutTerms = components['schemas']['CheckoutTermsDto'];
export const CHECKOUT_TERMS_PATH = '/api/billing/checkout-terms';

export const checkoutTermsQueryOptions = () =>
  queryOptions({
    queryKey: [CHECKOUT_TERMS_PATH],
    queryFn: () => apiJson<CheckoutTerms>('GET', CHECKOUT_TERMS_PATH),
  });

export function useCheckoutTerms() {
  return useQuery(checkoutTermsQueryOptions());
}
