import { takeCarriedToast } from '@/lib/carried-toast';
import { mountStaticToaster } from './static-toaster';
import { toast } from './use-toast';

/**
 * A static marketing page shows the toast the previous page carried over (lib/carried-toast.ts),
 * such as "Logged Out" after Logout's hard navigation to /. Loaded by site-main.ts only when
 * there is one, so other visits pay nothing.
 */
export function showCarriedToast() {
  const carried = takeCarriedToast();
  if (!carried) return;
  mountStaticToaster();
  toast(carried);
}
