import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/lib/query-client';
import { QueryProvider } from '@/lib/query-provider';

/**
 * Renders one feature component inside the app's providers (toasts, a fresh query cache), for
 * tests that sit in a feature folder: features never import `app/` themselves.
 */
export function renderWithProviders(ui: ReactElement) {
  return render(
    <AppProvider queryClient={createQueryClient()}>
      <QueryProvider>{ui}</QueryProvider>
    </AppProvider>,
  );
}
