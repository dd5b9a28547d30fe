import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { passwordSchema } from './credentials-schema';

export const requestResetSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email address')
    .pipe(z.email('Invalid email address')),
});
export type RequestResetInput = z.infer<typeof requestResetSchema>;

/** The new password twice; the mismatch message sits on the confirmation (as in Settings). */
export const newPasswordSchema = z
  .object({
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'Password confirmation is required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

type Requested = components['schemas']['PasswordResetRequestedDto'];
type Success = components['schemas']['SuccessResponseDto'];

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: components['schemas']['RequestPasswordResetDto']) =>
      apiJson<Requested>('POST', '/api/auth/password-reset/request', body),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (body: components['schemas']['ConfirmPasswordResetDto']) =>
      apiJson<Success>('POST', '/api/auth/password-reset/confirm', body),
  });
}

/** The token of an e-mailed link: `/forgot-password#token=…` (a fragment reaches no server). */
export function resetTokenFrom(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
