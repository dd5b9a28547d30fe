import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { queryClient as defaultQueryClient } from '@/lib/query-client';

type AppProviderProps = { children: ReactNode; queryClient?: QueryClient };

/** App-wide context: server state, tooltips and the single toast area. */
export function AppProvider({ children, queryClient = defaultQueryClient }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
