import { useQueryClient } from '@tanstack/react-query';
import { getCurrentUserQueryOptions } from '@/lib/current-user';
import { ChangePasswordCard } from './change-password-card';

/**
 * What a user signed in with a temporary password sees first, and only: the API refuses
 * everything else until a new password is chosen (403 PASSWORD_CHANGE_REQUIRED). The header's
 * Logout stays available.
 */
export function PasswordChangeRequired({ onChanged }: { onChanged: () => void }) {
  const queryClient = useQueryClient();
  return (
    <div className="w-full max-w-md">
      <ChangePasswordCard
        required
        onChanged={() => {
          void queryClient
            .invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey })
            .then(onChanged);
        }}
      />
    </div>
  );
}
