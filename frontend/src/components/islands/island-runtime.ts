import type { IslandLoader, IslandProps } from './island';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

function isField(target: EventTarget | null): target is Field {
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  );
}

/** Sets a field's value the way typing does, so React's onChange (and the form library) see it. */
function restoreValue(field: Field, value: string) {
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
 * Watches every island of a static page (`[data-island]`, components/islands/island.tsx) and
 * hydrates each on its own when its time comes (`data-island-load`): near the viewport, or on
 * the visitor's first touch. Until then the island is plain HTML — links work as links — and
 * what the visitor does there is kept for React: text typed into a field is put back once the
 * form's code has attached, a submit is held (rather than sent to the page's own URL), and the
 * last button tapped is tapped again.
 */
export function startIslands(
  loaders: Record<string, IslandLoader>,
  /** Loaded alongside every island's code (the page's full stylesheet). */
  alongside: () => Promise<void> = () => Promise.resolve(),
) {
  document.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => {
    const loader = loaders[element.dataset.island ?? ''];
    if (loader) watchIsland(element, loader, alongside);
  });
}

function watchIsland(element: HTMLElement, loader: IslandLoader, alongside: () => Promise<void>) {
  const typed = new Map<Field, string>();
  let tapped: HTMLElement | null = null;
  let state: 'waiting' | 'loading' | 'hydrating' = 'waiting';

  const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
  const onIntent = (event: Event) => {
    if (inside(event)) start();
  };
  const rememberValue = (event: Event) => {
    if (inside(event) && isField(event.target)) typed.set(event.target, event.target.value);
  };
  const rememberTap = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!inside(event) || !button) return;
    tapped = button;
    start();
  };
  const holdSubmit = (event: Event) => {
    if (!inside(event)) return;
    event.preventDefault();
    start();
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    ...INTENT_EVENTS.map((type): [string, (event: Event) => void] => [type, onIntent]),
    ['input', rememberValue],
    ['change', rememberValue],
    ['click', rememberTap],
    ['submit', holdSubmit],
  ];
  const stopListening = () =>
    listeners.forEach(([type, listener]) => document.removeEventListener(type, listener, true));

  const observer =
    element.dataset.islandLoad === 'visible' && typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
          rootMargin: '100% 0px',
        })
      : null;

  function start() {
    if (state !== 'waiting') return;
    state = 'loading';
    observer?.disconnect();
    Promise.all([loader(), import('./hydrate-island'), alongside()])
      .then(([Component, { hydrateIsland }]) => {
        const props = JSON.parse(element.dataset.islandProps ?? '{}') as IslandProps;
        state = 'hydrating';
        hydrateIsland(element, Component, props, () => {
          element.dataset.hydrated = 'true';
          typed.forEach((value, field) => field.isConnected && restoreValue(field, value));
          if (tapped?.isConnected) tapped.click();
        });
        // From here React sees (and replays) events itself.
        stopListening();
      })
      .catch(() => {
        // The code did not arrive (a flaky network, a new deploy): the next touch tries again.
        state = 'waiting';
      });
  }

  // Listening on the document, ahead of anything else on the page.
  listeners.forEach(([type, listener]) => document.addEventListener(type, listener, true));
  if (observer) observer.observe(element);
  else if (element.dataset.islandLoad === 'visible') start();
}
