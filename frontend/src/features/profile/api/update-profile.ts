import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getCurrentUserQueryOptions } from '@/lib/current-user';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

/** Spec §5 profile rules (server: UpdateProfileDto with the same messages). */
export const profileSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(50, 'Username must be less than 50 characters'),
  email: z.union([z.literal(''), z.email('Invalid email address')]),
  /** Asked only when the email changes (the server's re-authentication rule). */
  currentPassword: z.string().max(100, 'Password must be at most 100 characters'),
});
export type ProfileInput = z.infer<typeof profileSchema>;

type UpdateProfileRequest = components['schemas']['UpdateProfileDto'];
type UpdateProfileResponse = components['schemas']['CurrentUserResponseDto'];

/** The e-mail address differs from the stored one (then the current password is asked). */
export function emailChanged(email: string, current: { email: string | null }): boolean {
  return email.trim() !== (current.email ?? '');
}

/**
 * Only the changed fields are sent, with the current password when the email is one of them;
 * an empty object means nothing changed.
 */
export function changedProfileFields(
  values: ProfileInput,
  current: { username: string; email: string | null },
): UpdateProfileRequest {
  const changes: UpdateProfileRequest = {};
  if (values.username !== current.username) changes.username = values.username;
  if (emailChanged(values.email, current)) {
    changes.email = values.email;
    changes.currentPassword = values.currentPassword;
  }
  return changes;
}

export function updateProfile(body: UpdateProfileRequest) {
  return apiJson<UpdateProfileResponse>('PUT', '/api/profile', body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey }),
  });
}
