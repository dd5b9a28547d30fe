/**
 * A toast that must outlive a full page load: Logout ends with a hard navigation to / (nothing
 * of the signed-in state may survive in memory), which used to throw its "Logged Out" toast away
 * (issue 34). The toast waits in sessionStorage (this tab only) and the next page shows it: the
 * app at start (main.tsx), a static marketing page from its script (site-main.ts).
 *
 * No imports: the marketing pages' first-load script reads the key.
 */
export const CARRIED_TOAST_KEY = 'ironkeep:carried-toast';

export type CarriedToast = { title: string; description: string };

export function carryToast(toast: CarriedToast): void {
  try {
    sessionStorage.setItem(CARRIED_TOAST_KEY, JSON.stringify(toast));
  } catch {
    // Storage refused (private mode, full): the toast is lost, as before.
  }
}

/** The carried toast, once: reading it removes it. */
export function takeCarriedToast(): CarriedToast | null {
  try {
    const raw = sessionStorage.getItem(CARRIED_TOAST_KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(CARRIED_TOAST_KEY);
    const value = JSON.parse(raw) as Partial<CarriedToast> | null;
    if (typeof value?.title !== 'string' || typeof value.description !== 'string') return null;
    return { title: value.title, description: value.description };
  } catch {
    return null;
  }
}

export function hasCarriedToast(): boolean {
  try {
    return sessionStorage.getItem(CARRIED_TOAST_KEY) !== null;
  } catch {
    return false;
  }
}
