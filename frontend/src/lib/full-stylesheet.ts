/**
 * A static marketing page inlines only the CSS its own HTML uses (scripts/prerender.mjs); the full
 * stylesheet's address is on `<html data-full-stylesheet>`, and nothing loads it with the page.
 * What React renders later (an island's errors and toasts, the signed-in header) needs it:
 * src/site-main.ts calls this before loading any of that (the download runs beside the island's
 * code). It resolves once the stylesheet applies (or failed to load: the page's own CSS still
 * styles the page).
 *
 * Applying a stylesheet restyles the page, and Chromium then starts colour transitions on the
 * elements that have one (buttons, inputs), a dozen style passes for nothing: transitions are
 * held off for the one pass that applies it.
 */
let applied: Promise<void> | undefined;

const href = () => document.documentElement.dataset.fullStylesheet;

/** The same request as the app's own link (crossorigin included), so either fills the cache. */
function link(rel: string, url: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = url;
  element.crossOrigin = '';
  return element;
}

export function enableFullStylesheet(): Promise<void> {
  const url = href();
  if (!url) return Promise.resolve();
  applied ??= new Promise((resolve) => {
    const stylesheet = link('stylesheet', url);
    stylesheet.media = 'print';
    stylesheet.addEventListener(
      'load',
      () => {
        const pause = document.createElement('style');
        // Not the focused element: its focus ring may be animating in right now.
        pause.textContent = ':not(:focus),::before,::after{transition:none!important}';
        document.head.append(pause);
        stylesheet.media = 'all';
        // Computes the new styles now, while transitions are off.
        void getComputedStyle(document.body).color;
        pause.remove();
        resolve();
      },
      { once: true },
    );
    stylesheet.addEventListener('error', () => resolve(), { once: true });
    document.head.append(stylesheet);
  });
  return applied;
}
