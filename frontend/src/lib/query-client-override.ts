import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The QueryClient that QueryProvider should use instead of the app-wide one (a fresh client per
 * test, or per prerendered page). A type-only import: the query library itself stays out of the
 * code every page loads.
 */
export const QueryClientOverride = createContext<QueryClient | null>(null);
