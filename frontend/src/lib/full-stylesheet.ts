/**
 * A static marketing page inlines only the CSS its own HTML uses (scripts/prerender.mjs) and
 * merely prefetches the full stylesheet (`<link rel=prefetch data-full-stylesheet>`). What React
 * renders later (an island's errors and toasts, the signed-in header) needs it: src/site.ts calls
 * this before loading any of that. Resolves once it applies (or failed to load: the page's own
 * CSS still styles the page).
 *
 * Applying a stylesheet restyles the page, and Chromium then starts colour transitions on the
 * elements that have one (buttons, inputs), a dozen style passes for nothing: transitions are
 * held off for the one pass that applies it.
 */
let applied: Promise<void> | undefined;

export function enableFullStylesheet(): Promise<void> {
  const prefetch = document.querySelector<HTMLLinkElement>('link[data-full-stylesheet]');
  if (!prefetch) return Promise.resolve();
  applied ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = prefetch.href;
    if (prefetch.crossOrigin !== null) link.crossOrigin = prefetch.crossOrigin;
    link.media = 'print';
    link.addEventListener(
      'load',
      () => {
        const pause = document.createElement('style');
        pause.textContent = '*,::before,::after{transition:none!important}';
        document.head.append(pause);
        link.media = 'all';
        // Computes the new styles now, while transitions are off.
        void getComputedStyle(document.body).color;
        pause.remove();
        resolve();
      },
      { once: true },
    );
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
  return applied;
}
