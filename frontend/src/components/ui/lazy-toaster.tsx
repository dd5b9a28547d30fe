import { Suspense, useState } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { useToast } from './use-toast';

const Toaster = lazyComponent(async () => (await import('./toaster')).Toaster);

/**
 * The one toast area, for the app (app/provider.tsx) and for a static page's islands
 * (islands/hydrate-island.tsx). Its code (Radix Toast) loads with the first toast, since most
 * visits never show one, and then stays mounted: that first toast appears a moment after the
 * call, once the area is in place.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
