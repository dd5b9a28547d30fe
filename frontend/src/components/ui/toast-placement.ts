import { useEffect } from 'react';

/** The attribute on <html> that ToastViewport's classes read (toast.tsx). */
export const TOAST_PLACEMENT_ATTRIBUTE = 'data-toast-placement';

/**
 * Toasts sit at the bottom right from 640 px up. A page whose main action is there — a chat's
 * Send button — calls this while mounted, and its toasts show at the top centre instead, where
 * they cover neither the action nor the site header.
 */
export function useToastsAtTopCenter(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(TOAST_PLACEMENT_ATTRIBUTE, 'top-center');
    return () => root.removeAttribute(TOAST_PLACEMENT_ATTRIBUTE);
  }, []);
}
