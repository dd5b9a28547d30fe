import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { refreshAfterChange } from './refresh-after-change';
import { MEMBERS_PATH, type Member } from './get-members';

export const inviteMemberSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(50, 'Username must be less than 50 characters'),
});
export type InviteMemberInput = z.infer<typeof inviteMemberSchema>;

export function inviteMember(body: components['schemas']['InviteMemberDto']) {
  return apiJson<Member>('POST', MEMBERS_PATH, body);
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: () => refreshAfterChange(queryClient, MEMBERS_PATH),
  });
}
