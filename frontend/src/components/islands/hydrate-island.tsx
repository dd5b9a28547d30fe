import { StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { mountStaticToaster } from '@/components/ui/static-toaster';
import { DocumentRouter } from '@/lib/document-router';
import type { IslandProps } from './island';

/** Runs once the island's first render is committed: hydration is over. */
function AfterHydration({ callback }: { callback: () => void }) {
  useEffect(callback, [callback]);
  return null;
}

/**
 * Attaches React to one island of a static page (island-runtime.ts decides when). The island is
 * its own root: what it renders must match its part of the prerendered HTML, which the
 * prerender produced from the same component inside the page.
 */
export function hydrateIsland(
  element: HTMLElement,
  Component: ComponentType<IslandProps>,
  props: IslandProps,
  onHydrated: () => void,
) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    onHydrated();
  };
  mountStaticToaster();
  hydrateRoot(
    element,
    <StrictMode>
      <DocumentRouter>
        <Component {...props} />
        <AfterHydration callback={once} />
      </DocumentRouter>
    </StrictMode>,
  );
}
