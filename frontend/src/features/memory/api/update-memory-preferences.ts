import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { getConversationsQueryOptions } from './get-conversations';
import {
  getMemoryPreferencesQueryOptions,
  MEMORY_PREFERENCES_PATH,
  type MemoryPreferences,
} from './get-memory-preferences';

type PreferencesResponse = components['schemas']['MemoryPreferencesResponseDto'];

/** Spec §7: the full preferences object, with the one field the user changed. */
export function updateMemoryPreferences(preferences: MemoryPreferences) {
  return apiJson<PreferencesResponse>('PUT', MEMORY_PREFERENCES_PATH, preferences);
}

/**
 * The next object to send when one switch or the select changes. The server refuses encryption
 * while memory is off, so turning memory off turns encryption off with it.
 */
export function withChange(
  current: MemoryPreferences,
  change: Partial<MemoryPreferences>,
): MemoryPreferences {
  // Stored memory is always encrypted (issue 34): the server refuses anything else.
  return { ...current, ...change, memoryEncryption: true };
}

export function useUpdateMemoryPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemoryPreferences,
    onSuccess: ({ preferences }) => {
      queryClient.setQueryData(getMemoryPreferencesQueryOptions().queryKey, preferences);
      // isPersistent follows the auto-delete setting.
      return queryClient.invalidateQueries({ queryKey: getConversationsQueryOptions().queryKey });
    },
  });
}
