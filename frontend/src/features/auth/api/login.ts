import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, setCsrfToken } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import type { components } from '@/lib/api-types';
import { getCurrentUserQueryOptions } from './get-current-user';
import { passwordSchema, usernameSchema } from './credentials-schema';

/** A TOTP code (6 digits) or a backup code (8 digits). */
export const AUTH_CODE_PATTERN = /^\d{6,8}$/;

export const loginInputSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  // Empty until the server asks for a second factor; the form then requires it.
  token: z.union([
    z.literal(''),
    z.string().regex(AUTH_CODE_PATTERN, 'Enter the 6-8 digit code from your authenticator app'),
  ]),
});

export type LoginInput = z.infer<typeof loginInputSchema>;

type LoginRequest = components['schemas']['LoginDto'];
export type LoginResponse = components['schemas']['AuthResponseDto'];

export function login({ username, password, token }: LoginInput): Promise<LoginResponse> {
  const body: LoginRequest = token ? { username, password, token } : { username, password };
  return apiJson<LoginResponse>('POST', '/api/auth/login', body);
}

/** True when the server answered 401 {twoFactorRequired: true}: ask for the code and resubmit. */
export function isTwoFactorChallenge(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  const body = error.json() as { twoFactorRequired?: unknown } | null;
  return body?.twoFactorRequired === true;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (data) => {
      // The session id rotates on login; the new session's token comes with the response.
      setCsrfToken(data.csrfToken);
      await queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey });
    },
  });
}
