import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

/** Spec §5 password change rules; the mismatch message sits on the confirmation field. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z
      .string()
      .min(8, 'Password must be at least 8 characters')
      .max(100, 'Password must be at most 100 characters'),
    confirmPassword: z.string().min(1, 'Password confirmation is required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

type ChangePasswordRequest = components['schemas']['ChangePasswordDto'];
type SuccessResponse = components['schemas']['SuccessResponseDto'];

export function changePassword(body: ChangePasswordRequest) {
  return apiJson<SuccessResponse>('PUT', '/api/profile/password', body);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
