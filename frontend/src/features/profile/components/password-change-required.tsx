import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useSignOut } from '@/components/auth/use-sign-out';
import { Button } from '@/components/ui/button';
import { getCurrentUserQueryOptions } from '@/lib/current-user';
import { ChangePasswordCard } from './change-password-card';

/**
 * What a user signed in with a temporary password sees first, and only: the API refuses
 * everything else until a new password is chosen (403 PASSWORD_CHANGE_REQUIRED). Logout stays.
 */
export function PasswordChangeRequired({ onChanged }: { onChanged: () => void }) {
  const queryClient = useQueryClient();
  const { signOut, isPending } = useSignOut();
  return (
    <div className="grid w-full max-w-md gap-4">
      <ChangePasswordCard
        required
        onChanged={() => {
          void queryClient
            .invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey })
            .then(onChanged);
        }}
      />
      <Button variant="ghost" onClick={signOut} disabled={isPending} className="justself-center">
        <LogOut aria-hidden="true" />
        {isPending ? 'Logging out...' : 'Logout'}
      </Button>
    </div>
  );
}
