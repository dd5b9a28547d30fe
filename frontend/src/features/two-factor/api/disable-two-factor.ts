import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getCurrentUserQueryOptions } from '@/lib/current-user';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { getTwoFactorStatusQueryOptions } from './get-two-factor-status';

/** Spec §5: password and code required; the code is digits only, up to 8 (TOTP or backup). */
export const disableTwoFactorSchema = z.object({
  password: z.string().min(1, 'Password is required'),
  token: z
    .string()
    .min(1, 'Code is required')
    .regex(/^\d{6,8}$/, 'Enter a 6-digit code or an 8-digit backup code'),
});
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

type DisableRequest = components['schemas']['DisableTwoFactorDto'];
type SuccessResponse = components['schemas']['SuccessResponseDto'];

export function disableTwoFactor(body: DisableRequest) {
  return apiJson<SuccessResponse>('POST', '/api/auth/2fa/disable', body);
}

/**
 * `onDisabled` runs before the status refetch: once 2FA reads as off, the dialog that started
 * the mutation unmounts, and per-call mutate callbacks of an unmounted component never fire.
 */
export function useDisableTwoFactor({ onDisabled }: { onDisabled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      onDisabled?.();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: getTwoFactorStatusQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey }),
      ]);
    },
  });
}
