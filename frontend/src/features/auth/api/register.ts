import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { passwordSchema, usernameSchema } from './credentials-schema';

export const registerInputSchema = z.object({
  username: usernameSchema,
  email: z.union([
    z.literal(''),
    z.email('Please enter a valid email address').max(254, 'Email is too long'),
  ]),
  password: passwordSchema,
});

export type RegisterInput = z.infer<typeof registerInputSchema>;

type RegisterRequest = components['schemas']['RegisterDto'];
export type RegisterResponse = components['schemas']['CurrentUserResponseDto'];

export function register({ username, email, password }: RegisterInput) {
  const body: RegisterRequest = email ? { username, email, password } : { username, password };
  return apiJson<RegisterResponse>('POST', '/api/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
