import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import { apiRules } from '@/lib/api-rules';
import type { components } from '@/lib/api-types';
import { textRuleSchema } from '@/lib/text-rule';
import { getMySubscriptionQueryOptions } from './get-my-subscription';
import type { Server } from './subscription-types';

export const RUNTIMES = ['ollama', 'vllm', 'openai-compatible', 'ironkeep-local'] as const;

const rules = apiRules.CreateServerDto;

/** The server's CreateServerDto rules and messages, generated from its OpenAPI document. */
export const createServerSchema = z.object({
  name: textRuleSchema(rules.name),
  runtime: z.enum(RUNTIMES),
  model: textRuleSchema(rules.model),
  url: textRuleSchema(rules.url),
  /** Optional: empty means the server needs no key. */
  apiKey: z.union([z.literal(''), textRuleSchema(rules.apiKey)]),
});
export type CreateServerInput = z.infer<typeof createServerSchema>;

type CreateServerRequest = components['schemas']['CreateServerDto'];

export function createServer({ apiKey, ...rest }: CreateServerInput) {
  const body: CreateServerRequest = apiKey ? { ...rest, apiKey } : rest;
  return apiJson<Server>('POST', '/api/servers', body);
}

export function useCreateServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createServer,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getMySubscriptionQueryOptions().queryKey }),
  });
}
