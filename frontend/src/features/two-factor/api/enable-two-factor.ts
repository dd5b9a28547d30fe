import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getCurrentUserQueryOptions } from '@/lib/current-user';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { getTwoFactorStatusQueryOptions } from './get-two-factor-status';

/** Spec §5: digits only, at most 6; the button is enabled at exactly 6. */
export const enableCodeSchema = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code');

type EnableRequest = components['schemas']['EnableTwoFactorDto'];
type SuccessResponse = components['schemas']['SuccessResponseDto'];

export function enableTwoFactor(body: EnableRequest) {
  return apiJson<SuccessResponse>('POST', '/api/auth/2fa/enable', body);
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getTwoFactorStatusQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey }),
      ]),
  });
}
