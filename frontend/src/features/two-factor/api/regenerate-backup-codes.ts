import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { getTwoFactorStatusQueryOptions } from './get-two-factor-status';

export type BackupCodesResponse = components['schemas']['BackupCodesResponseDto'];

export function regenerateBackupCodes() {
  return apiJson<BackupCodesResponse>('POST', '/api/auth/2fa/backup-codes');
}

export function useRegenerateBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateBackupCodes,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getTwoFactorStatusQueryOptions().queryKey }),
  });
}
