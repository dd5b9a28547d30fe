import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { getApiTokensQueryOptions } from './get-api-tokens';

type CreateRequest = components['schemas']['CreateApiTokenDto'];
export type CreatedApiToken = components['schemas']['CreatedApiTokenDto'];

/** The lifetimes the server accepts (days), and "never". */
export const TOKEN_LIFETIMES = [
  ['7', '7 days'],
  ['30', '30 days'],
  ['90', '90 days'],
  ['365', '1 year'],
  ['never', 'Never'],
] as const;

export const NO_SCOPE_MESSAGE = 'Choose at least one scope: read, write or inference';

/** The server's messages (backend create-api-token.dto.ts), checked before sending. */
export const createApiTokenSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Token name is required')
      .max(100, 'Token name must be at most 100 characters'),
    read: z.boolean(),
    write: z.boolean(),
    inference: z.boolean(),
    lifetime: z.enum(['7', '30', '90', '365', 'never']),
  })
  // The message sits on the first checkbox, where the scopes fieldset shows it.
  .refine((v) => v.read || v.write || v.inference, { message: NO_SCOPE_MESSAGE, path: ['read'] });
export type CreateApiTokenInput = z.infer<typeof createApiTokenSchema>;

export function toCreateRequest(input: CreateApiTokenInput): CreateRequest {
  const scopes: CreateRequest['scopes'] = [];
  if (input.read) scopes.push('read');
  if (input.write) scopes.push('write');
  if (input.inference) scopes.push('inference');
  const expiresInDays =
    input.lifetime === 'never' ? null : (Number(input.lifetime) as CreateRequest['expiresInDays']);
  return { name: input.name.trim(), scopes, expiresInDays };
}

export function createApiToken(body: CreateRequest) {
  return apiJson<CreatedApiToken>('POST', getApiTokensQueryOptions().queryKey[0], body);
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getApiTokensQueryOptions().queryKey }),
  });
}
