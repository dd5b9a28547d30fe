import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { Spinner } from '@/components/ui/spinner';
import { markHydrated } from '@/lib/hydration';
import { usePageLoading } from '@/lib/lazy';
import { recordVisit } from '@/lib/previous-page';
import { applyThemeForPath } from './theme';

function NavigationProgress() {
  if (!usePageLoading()) return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-primary"
    />
  );
}

/**
 * Scroll like a multi-page site: a new page starts at the top (or at its #anchor), and Back /
 * Forward return to where the visitor was on that entry. The first page load is left to the
 * browser (a prerendered page's #anchor is already in the HTML).
 */
function useScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef<string | null>(null);

  useEffect(() => {
    const save = () => {
      if (currentKey.current) positions.current.set(currentKey.current, window.scrollY);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    const previousKey = currentKey.current;
    currentKey.current = location.key;
    if (previousKey === null || previousKey === location.key) return;
    const saved = positions.current.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target =
      location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}

/** Marks <html data-hydrated> once the page is interactive (browser tests wait for it). */
function HydrationMarker() {
  useEffect(markHydrated, []);
  return null;
}

/** Wraps every route: theme class from the path, scroll handling, navigation progress, errors. */
export function RootLayout() {
  const location = useLocation();
  const { pathname } = location;
  useLayoutEffect(() => applyThemeForPath(pathname), [pathname]);
  useLayoutEffect(() => recordVisit(location), [location]);
  useScrollRestoration();
  return (
    <>
      <NavigationProgress />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<RootFallback />}>
          <Outlet />
          <HydrationMarker />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}

/** Shown while the first screen's code loads. */
export function RootFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}
