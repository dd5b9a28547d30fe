import { StrictMode, Suspense, useEffect, useState, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useToast } from '@/components/ui/use-toast';
import { DocumentRouter } from '@/lib/document-router';
import { lazyComponent } from '@/lib/lazy';
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
  mountToaster();
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

const Toaster = lazyComponent(async () => (await import('@/components/ui/toaster')).Toaster);

/** The one toast area of a static page: its code loads with the first toast. */
function IslandToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

let toasterMounted = false;

function mountToaster() {
  if (toasterMounted) return;
  toasterMounted = true;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<IslandToaster />);
}
