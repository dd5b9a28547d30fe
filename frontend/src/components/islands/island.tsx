import { useSyncExternalStore, type ComponentType } from 'react';
import { lazyComponent } from '@/lib/lazy';

/**
 * When a static marketing page loads an island's code: `visible` as it comes within a screen
 * of the viewport (forms further down), `interaction` only once the visitor points at, taps,
 * focuses or types into it (the blog's search and filters, on screen from the start: loading
 * them at once would put React on every first load).
 */
export type IslandLoad = 'visible' | 'interaction';

/** Props an island can take: they travel as JSON in the page's HTML. */
export type IslandProps = Record<string, string | number | boolean | undefined>;

/** Loads an island's component; the same function serves the app and the static pages. */
export type IslandLoader<P extends IslandProps = IslandProps> = () => Promise<ComponentType<P>>;

type IslandOptions = { load?: IslandLoad; className?: string };

const subscribeToNothing = () => () => {};

/**
 * A part of a marketing page that needs React: a form, the blog's search. The page around it is
 * static HTML with no React at all (src/site-main.ts); the island is marked in that HTML
 * (`data-island` = its name in app/islands.ts, `data-island-props`) and hydrated on its own,
 * as its own React root, when island-runtime.ts decides. In the app (a client-side navigation
 * to a marketing page) and in the prerender, it renders like any lazily loaded component; in
 * the app it is interactive at once, so it also says `data-hydrated`.
 *
 * Its component must render the same markup as the root of an island: no useId (ids differ
 * between one tree and its own root), no context from the page besides the router.
 */
export function island<P extends IslandProps>(
  name: string,
  loader: IslandLoader<P>,
  { load = 'visible', className }: IslandOptions = {},
): ComponentType<P> {
  const Lazy = lazyComponent<P>(loader);
  function Island(props: P) {
    const inBrowser = useSyncExternalStore(
      subscribeToNothing,
      () => true,
      () => false,
    );
    const json = JSON.stringify(props);
    return (
      <div
        className={className}
        data-island={name}
        data-island-load={load}
        data-island-props={json === '{}' ? undefined : json}
        data-hydrated={inBrowser ? 'true' : undefined}
      >
        <Lazy {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
