import type { RouteMatch } from 'react-router';

/** Per-route facts the shared layout reads (set as `handle` in app/router.tsx). */
export type RouteHandle = {
  /** The page renders its own element with id "contact", so the footer must not. */
  ownsContactSection?: boolean;
};

export function pageOwnsContactSection(matches: RouteMatch[] | null): boolean {
  return (matches ?? []).some(
    (m) => (m.route.handle as RouteHandle | undefined)?.ownsContactSection === true,
  );
}
