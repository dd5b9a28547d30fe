import { matchRoutes, type RouteObject } from 'react-router';
import type { AppRouteHandle } from './router';

/**
 * Loads the code of every screen matching `pathname`, so the first render shows the page itself
 * rather than suspending. A prerendered page must be hydrated this way (main.tsx), or React
 * would find a spinner where the HTML has the page. Islands (components/lazy-island.tsx) are not
 * loaded here: they hydrate later, on their own.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.handle as AppRouteHandle | undefined)?.page?.preload()),
  );
}
