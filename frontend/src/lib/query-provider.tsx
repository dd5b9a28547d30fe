import { QueryClientProvider } from '@tanstack/react-query';
import { use, type ComponentType, type ReactNode } from 'react';
import { queryClient } from './query-client';
import { QueryClientOverride } from './query-client-override';

/**
 * Server state for the screens and islands that use it. The marketing pages have none outside
 * their lazily loaded forms, so the query library is not part of what they load first: each
 * page or island that needs it is wrapped in this provider when its chunk loads. They all share
 * one client (and so one cache).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const client = use(QueryClientOverride) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export function withQueryProvider<P extends object>(Component: ComponentType<P>) {
  return function WithQueryProvider(props: P) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}
