import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { QueryClientOverride } from '@/lib/query-client-override';

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

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
