import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { clearCsrfToken } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useLogoutMutation } from '../api/logout';

const SIGNED_OUT = { title: 'Logged Out', description: 'You have been successfully logged out.' };
const SESSION_EXPIRED = {
  title: 'Session Expired',
  description: 'You have been logged out due to session expiration.',
};

/**
 * Logs out and, whatever the server said, forgets the session on this side: the CSRF token and
 * every cached query go, and the page reloads at / so no signed-in state survives in memory.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const mutation = useLogoutMutation();

  const signOut = () =>
    mutation.mutate(undefined, {
      onSuccess: () => toast(SIGNED_OUT),
      onError: (error) => {
        // A 403 here is the CSRF guard refusing a token whose session has already ended.
        const expired = error instanceof ApiError && error.status === 403;
        toast(expired ? SESSION_EXPIRED : SIGNED_OUT);
      },
      onSettled: () => {
        clearCsrfToken();
        queryClient.clear();
        window.location.assign(paths.home.getHref());
      },
    });

  return { signOut, isPending: mutation.isPending };
}
