import {
  memo,
  Suspense,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { fulfilled, lazyComponent, thenable, type Thenable } from '@/lib/lazy';

type Module<P> = { default: ComponentType<P> };

type IslandOptions = {
  /** Classes of the wrapping element (a block box: it is what the viewport observer watches). */
  className?: string;
  /**
   * How close to the viewport the island must come before its code loads (IntersectionObserver
   * rootMargin). Forms use a screen height ahead; static sections only load once on screen.
   */
  rootMargin?: string;
  /**
   * The server's HTML is the finished section (no handlers, no state): on a prerendered page it
   * is never hydrated and its code never loads. A client-side navigation still renders it.
   */
  staticHtml?: boolean;
};

type Deferred = { promise: Thenable<void>; resolve: () => void; reject: (error: unknown) => void };

function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = thenable(
    new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    }),
  );
  return { promise, resolve, reject };
}

/** Once the code is in (always, on the server), the island renders without waiting. */
const noWait = (): Deferred => ({ promise: fulfilled(undefined), resolve() {}, reject() {} });

const INTENT_EVENTS = ['pointerdown', 'focusin', 'touchstart'] as const;
const FIELD_EVENTS = ['input', 'change'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** Sets a field's value the way typing does, so React's onChange (and the form library) see it. */
function restoreValue(field: Element | null, value: string) {
  if (!isField(field)) return;
  // React fires onChange only for a value it has not seen: hydration recorded the typed text as
  // the field's value. So tell React the field is empty (its tracker wraps the element's own
  // `value` setter), then put the text back with the native setter, behind its back.
  field.value = '';
  const prototype = Object.getPrototypeOf(field) as Field;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  );
}

/**
 * Part of a prerendered page whose JavaScript is kept out of the page's first download: a form
 * with its validation library, or a static section below the fold.
 *
 * The server writes its HTML in full. When a prerendered page is hydrated, the island stays that
 * plain HTML (a dehydrated Suspense boundary: nothing moves or re-renders; links work as links)
 * until it comes within `rootMargin` of the viewport or the visitor points at or focuses
 * something in it. Then its chunk loads and React hydrates it, and its wrapper gets
 * `data-hydrated`. Values typed before that are kept, and a submit before that is held back
 * (and starts the load) instead of letting the browser send the form to the page's own URL.
 *
 * When React renders the island itself (a client-side navigation, tests) there is no HTML to
 * keep: the code loads at once, and the page's suspense boundary keeps the previous page on
 * screen until it is in (nothing pops in afterwards).
 */
export function lazyIsland<P extends object>(
  load: () => Promise<Module<P>>,
  { className, rootMargin = '100% 0px', staticHtml = false }: IslandOptions = {},
): ComponentType<P> {
  const Lazy = lazyComponent<P>(async () => (await load()).default);

  function Gate({ ready, props, onHydrated }: GateProps<P>) {
    use(ready);
    useEffect(onHydrated, [onHydrated]);
    return <Lazy {...props} />;
  }

  function Island(props: P) {
    // Fixed for the island's life: true while hydrating server HTML (and on the server).
    const hydrating = useIsHydrating();
    const [deferHydration] = useState(hydrating);
    const ref = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    const [ready] = useState(() => (deferHydration && !Lazy.isLoaded() ? deferred() : noWait()));
    // What the visitor typed into the plain HTML before hydration: the form's code resets its
    // fields as it attaches, so the values are put back (as input events) right after.
    const typed = useRef(new Map<string, string>());
    const [onHydrated] = useState(() => () => {
      hydrated.current = true;
      const element = ref.current;
      if (!element) return;
      element.dataset.hydrated = 'true';
      typed.current.forEach((value, id) =>
        restoreValue(element.querySelector(`#${CSS.escape(id)}`), value),
      );
      typed.current.clear();
    });

    useEffect(() => {
      const element = ref.current;
      if (!element || ready.promise.status !== 'pending' || staticHtml) return;
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        observer?.disconnect();
        Lazy.preload().then(() => ready.resolve(), ready.reject);
      };
      // Listening on the document, ahead of React: React stops most events aimed at HTML it has
      // yet to hydrate (pointerdown, input, change...) before they reach the island's element.
      const inside = (event: Event) =>
        event.target instanceof Node && element.contains(event.target);
      const onIntent = (event: Event) => {
        if (inside(event)) start();
      };
      const holdSubmit = (event: Event) => {
        if (hydrated.current || !inside(event)) return;
        event.preventDefault();
        start();
      };
      const remember = (event: Event) => {
        const field = event.target;
        if (hydrated.current || !inside(event) || !isField(field) || !field.id) return;
        typed.current.set(field.id, field.value);
      };
      const observer =
        typeof IntersectionObserver === 'function'
          ? new IntersectionObserver(
              (entries) => entries.some((e) => e.isIntersecting) && start(),
              {
                rootMargin,
              },
            )
          : null;
      if (observer) observer.observe(element);
      else start();
      const listeners: Array<[string, (event: Event) => void]> = [
        ...INTENT_EVENTS.map((type) => [type, onIntent] as [string, (event: Event) => void]),
        ['submit', holdSubmit],
        ...FIELD_EVENTS.map((type) => [type, remember] as [string, (event: Event) => void]),
      ];
      listeners.forEach(([type, listener]) => document.addEventListener(type, listener, true));
      return () => {
        observer?.disconnect();
        listeners.forEach(([type, listener]) => document.removeEventListener(type, listener, true));
      };
    }, [ready]);

    // One element object for the island's life (props aside): a re-render of the island, such
    // as the one that follows hydration, must not count as an update of a boundary still
    // waiting to hydrate (React would throw its server HTML away).
    const content = useMemo(() => {
      const gate = <Gate ready={ready.promise} props={props} onHydrated={onHydrated} />;
      // Only a hydrating island has its own boundary; otherwise loading suspends the page.
      return deferHydration ? <Suspense fallback={null}>{gate}</Suspense> : gate;
    }, [deferHydration, ready, props, onHydrated]);
    return (
      <div ref={ref} className={className} data-island={staticHtml ? 'static' : ''}>
        {content}
      </div>
    );
  }
  // Re-rendering a parent must not reach an island still waiting to hydrate either.
  return memo(Island) as unknown as ComponentType<P>;
}

const subscribeToNothing = () => () => {};

/** True during hydration and on the server, false when React renders on its own. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

type GateProps<P> = { ready: Promise<void>; props: P; onHydrated: () => void };
