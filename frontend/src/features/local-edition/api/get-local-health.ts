import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { localServiceJson } from './local-service-client';
import { localServiceKeys } from './query-keys';

/** How often the chat page re-reads the service's health (a runtime started later shows up). */
export const HEALTH_REFRESH_MS = 30_000;

/**
 * GET {base}/health. Read leniently: every field but `status` is optional, so an older or newer
 * service still shows what it reports.
 */
export const localHealthSchema = z.object({
  status: z.string(),
  version: z.string().optional(),
  model: z.string().optional(),
  runtime: z
    .object({
      name: z.string().optional(),
      url: z.string().optional(),
      reachable: z.boolean(),
      detail: z.string().optional(),
      /** Whether the runtime has the model; null when it could not be asked. */
      modelAvailable: z.boolean().nullable().optional(),
    })
    .optional(),
  memory: z.object({ kind: z.string().optional(), ok: z.boolean().optional() }).optional(),
});

export type LocalHealth = z.infer<typeof localHealthSchema>;

export async function getLocalHealth(base: string, signal?: AbortSignal): Promise<LocalHealth> {
  return localHealthSchema.parse(await localServiceJson(base, 'GET', '/health', undefined, signal));
}

export function useLocalHealth(base: string) {
  return useQuery({
    queryKey: localServiceKeys.health(base),
    queryFn: ({ signal }) => getLocalHealth(base, signal),
    retry: false,
    refetchInterval: HEALTH_REFRESH_MS,
  });
}
