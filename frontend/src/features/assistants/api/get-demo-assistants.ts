import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export type DemoAssistantSummary = components['schemas']['AssistantSummaryDto'];
export const DEMO_ASSISTANTS_PATH = '/api/demo/assistants';

/** The assistants and their sample questions: the same data the backend answers from. */
export function getDemoAssistants() {
  return apiJson<DemoAssistantSummary[]>('GET', DEMO_ASSISTANTS_PATH);
}

export const getDemoAssistantsQueryOptions = () =>
  queryOptions({
    queryKey: [DEMO_ASSISTANTS_PATH],
    queryFn: getDemoAssistants,
    staleTime: Infinity,
  });

export function useSampleQuestions(assistant: DemoAssistantSummary['id']): string[] {
  const { data } = useQuery(getDemoAssistantsQueryOptions());
  return data?.find((a) => a.id === assistant)?.sampleQuestions ?? [];
}
