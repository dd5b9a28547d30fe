import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { getMySubscriptionQueryOptions, type Server } from './get-my-subscription';

export const RUNTIMES = ['ollama', 'vllm', 'openai-compatible', 'ironkeep-local'] as const;

/** The same rules as the server's CreateServerDto and server-url.ts, with its messages. */
export const createServerSchema = z.object({
  name: z.string().trim().min(1, 'Server name is required').max(100, 'Server name is too long'),
  runtime: z.enum(RUNTIMES),
  model: z
    .string()
    .trim()
    .min(1, 'Model is required')
    .max(200, 'Model name is too long')
    .regex(/^\S+$/, 'Model name cannot contain spaces'),
  url: z
    .string()
    .trim()
    .min(1, 'Server URL is required')
    .max(2048, 'Server URL is too long')
    .superRefine((value, ctx) => {
      const problem = serverUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type CreateServerInput = z.infer<typeof createServerSchema>;

function serverUrlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter the full address, such as http://10.0.0.5:11434';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return 'The server URL must start with http:// or https://';
  }
  if (url.username || url.password) {
    return 'Remove the user name and password from the URL; credentials are never stored in it';
  }
  if (url.search || url.hash) return 'The server URL cannot contain a query (?) or fragment (#)';
  return null;
}

type CreateServerRequest = components['schemas']['CreateServerDto'];

export function createServer(body: CreateServerRequest) {
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
