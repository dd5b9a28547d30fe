import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type TwoFactorSetupResponse = components['schemas']['TwoFactorSetupResponseDto'];
export type TwoFactorSetup = components['schemas']['TwoFactorSetupDto'];

export function setupTwoFactor() {
  return apiJson<TwoFactorSetupResponse>('POST', '/api/auth/2fa/setup');
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
