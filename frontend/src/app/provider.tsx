import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { useToast } from '@/components/ui/use-toast';
import { lazyComponent } from '@/lib/lazy';
import { QueryClientOverride } from '@/lib/query-client-override';

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

const Toaster = lazyComponent(async () => (await import('@/components/ui/toaster')).Toaster);

/**
 * The toast area (Radix Toast) loads with the first toast (most visits never show one) and then
 * stays mounted. That first toast appears a moment after the call, once the area is in place.
 */
function LazyToaster() {
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

/**
 * App-wide context: which QueryClient the screens use (see lib/query-provider.tsx) and the
 * single toast area. Tooltips bring their own provider (components/ui/tooltip.tsx).
 */
export function AppProvider({ children, queryClient }: AppProviderProps) {
  return (
    <QueryClientOverride value={queryClient ?? null}>
      {children}
      <LazyToaster />
    </QueryClientOverride>
  );
}
