import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/sign-out';

const SIGNED_OUT = { title: 'Logged Out', description: 'You have been successfully logged out.' };
const SESSION_EXPIRED = {
  title: 'Session Expired',
  description: 'You have been logged out due to session expiration.',
};

/**
 * Logout for the dashboard and the site header: sign out, toast, and load / afresh, so nothing
 * of the signed-in state (cached queries included) survives in memory.
 */
export function useSignOut() {
  const [isPending, setPending] = useState(false);
  const signOutAndLeave = async () => {
    setPending(true);
    const outcome = await signOut();
    toast(outcome === 'session-expired' ? SESSION_EXPIRED : SIGNED_OUT);
    window.location.assign(paths.home.getHref());
  };
  return { signOut: () => void signOutAndLeave(), isPending };
}
