import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson, setCsrfToken } from '@/lib/api-client';
import { hasErrorCode } from '@/lib/api-error';
import type { components } from '@/lib/api-types';
import { getCurrentUserQueryOptions } from '@/lib/current-user';
import { setSignedIn } from '@/lib/session';
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

/** The backend's code for "send a second factor" (also for a wrong code: ask again). */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';

/** True when the server asked for a second factor: reveal the code field and resubmit. */
export function isTwoFactorChallenge(error: unknown): boolean {
  return hasErrorCode(error, TWO_FACTOR_REQUIRED);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (data) => {
      // The session id rotates on login; the new session's token comes with the response.
      setCsrfToken(data.csrfToken);
      setSignedIn(data.user);
      await queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey });
    },
  });
}
