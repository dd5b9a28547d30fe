import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { carryToast } from '@/lib/carried-toast';
import { signOut } from '@/lib/sign-out';

const SIGNED_OUT = { title: 'Logged Out', description: 'You have been successfully logged out.' };
const SESSION_EXPIRED = {
  title: 'Session Expired',
  description: 'You have been logged out due to session expiration.',
};

/**
 * Logout for the site header: sign out, toast, and load / afresh (the toast carried over), so nothing
 * of the signed-in state (cached queries included) survives in memory.
 */
export function useSignOut() {
  const [isPending, setPending] = useState(false);
  const signOutAndLeave = async () => {
    setPending(true);
    const outcome = await signOut();
    const message = outcome === 'session-expired' ? SESSION_EXPIRED : SIGNED_OUT;
    toast(message);
    // The reload below starts a new page: the toast goes with it (lib/carried-toast.ts).
    carryToast(message);
    window.location.assign(paths.home.getHref());
  };
  return { signOut: () => void signOutAndLeave(), isPending };
}
