import type { ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** Every navigation is a page load: the next page may be another static page or the app. */
const documentNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(href(to)),
  replace: (to) => window.location.replace(href(to)),
};

/**
 * The router context for React parts of a static marketing page (islands, the signed-in header):
 * their links and NavLinks work as in the app, but following one loads the next page.
 */
export function DocumentRouter({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = window.location;
  return (
    <Router location={{ pathname, search, hash }} navigator={documentNavigator}>
      {children}
    </Router>
  );
}
