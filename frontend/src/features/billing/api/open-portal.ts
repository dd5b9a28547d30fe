import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

type PortalResponse = components['schemas']['PortalResponseDto'];

/** POST /api/billing/portal {} → {success, url}: the in-app /billing page or Stripe's portal. */
export function openPortal() {
  return apiJson<PortalResponse>('POST', '/api/billing/portal', {});
}

export function useOpenPortal() {
  return useMutation({ mutationFn: openPortal });
}
