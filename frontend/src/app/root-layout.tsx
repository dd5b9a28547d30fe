import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { applyThemeForPath } from './theme';

function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-primary"
    />
  );
}

/** Wraps every route: theme class from the path, scroll restoration, navigation progress. */
export function RootLayout() {
  const { pathname } = useLocation();
  useLayoutEffect(() => applyThemeForPath(pathname), [pathname]);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
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
