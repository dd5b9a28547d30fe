import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { refreshAfterChange } from './refresh-after-change';

export type LimitSet = components['schemas']['LimitSetDto'];
export type LimitName = keyof LimitSet;

/** The four limits in the order the form shows them, with what each counts. */
export const LIMIT_FIELDS: { name: LimitName; label: string; hint: string }[] = [
  { name: 'monthlyTokens', label: 'Monthly tokens', hint: 'Per UTC calendar month' },
  { name: 'requestsPerMinute', label: 'Requests per minute', hint: 'Per fixed 60-second window' },
  { name: 'tokensPerMinute', label: 'Tokens per minute', hint: 'Per fixed 60-second window' },
  { name: 'maxConcurrent', label: 'Answers at once', hint: 'Calls open at the same moment' },
];

/** Where a team's or a member's limits live (modules/limits). */
export const teamLimitsPath = (teamId: string) =>
  `/api/organizations/teams/${encodeURIComponent(teamId)}/limits`;
export const memberLimitsPath = (userId: string) =>
  `/api/organizations/members/${encodeURIComponent(userId)}/limits`;

/** A field of the form: empty for no limit, else a whole number of at least 1. */
const limitField = z
  .string()
  .trim()
  .refine(
    (v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number.isSafeInteger(Number(v))),
    {
      message: 'Enter a whole number of at least 1, or leave it empty for no limit',
    },
  );

export const limitsFormSchema = z.object({
  monthlyTokens: limitField,
  requestsPerMinute: limitField,
  tokensPerMinute: limitField,
  maxConcurrent: limitField,
});
export type LimitsFormInput = z.infer<typeof limitsFormSchema>;

export const toForm = (limits: LimitSet): LimitsFormInput => ({
  monthlyTokens: limits.monthlyTokens?.toString() ?? '',
  requestsPerMinute: limits.requestsPerMinute?.toString() ?? '',
  tokensPerMinute: limits.tokensPerMinute?.toString() ?? '',
  maxConcurrent: limits.maxConcurrent?.toString() ?? '',
});

/** Every field is sent: an empty one removes that limit (null). */
export const fromForm = (input: LimitsFormInput): LimitSet => ({
  monthlyTokens: input.monthlyTokens ? Number(input.monthlyTokens) : null,
  requestsPerMinute: input.requestsPerMinute ? Number(input.requestsPerMinute) : null,
  tokensPerMinute: input.tokensPerMinute ? Number(input.tokensPerMinute) : null,
  maxConcurrent: input.maxConcurrent ? Number(input.maxConcurrent) : null,
});

/** "1,000,000 tokens a month · 60 requests a minute", or "No limits". */
export function describeLimits(limits: LimitSet): string {
  const parts = [
    limits.monthlyTokens !== null &&
      `${limits.monthlyTokens.toLocaleString('en-US')} tokens a month`,
    limits.requestsPerMinute !== null && `${limits.requestsPerMinute} requests a minute`,
    limits.tokensPerMinute !== null &&
      `${limits.tokensPerMinute.toLocaleString('en-US')} tokens a minute`,
    limits.maxConcurrent !== null && `${limits.maxConcurrent} at once`,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'No limits';
}

export function useLimits(path: string, enabled = true) {
  return useQuery({
    queryKey: [path],
    queryFn: () => apiJson<LimitSet>('GET', path),
    retry: false,
    enabled,
  });
}

export function useSaveLimits(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limits: LimitSet) => apiJson<LimitSet>('PUT', path, limits),
    onSuccess: (saved) => {
      queryClient.setQueryData([path], saved);
      return refreshAfterChange(queryClient, path);
    },
  });
}
