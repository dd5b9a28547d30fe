/**
 * A static marketing page inlines only the CSS its own HTML uses (scripts/prerender.mjs); the full
 * stylesheet's address is on `<html data-full-stylesheet>`. `prefetchFullStylesheet` fetches it
 * without applying it, once the page has painted (the next page, the app, uses it too). What React
 * renders later (an island's errors and toasts, the signed-in header) needs it applied:
 * `enableFullStylesheet` is called before loading any of that. It resolves once the stylesheet
 * applies (or failed to load: the page's own CSS still styles the page).
 *
 * Applying a stylesheet restyles the page, and Chromium then starts colour transitions on the
 * elements that have one (buttons, inputs), a dozen style passes for nothing: transitions are
 * held off for the one pass that applies it.
 */
let applied: Promise<void> | undefined;

const href = () => document.documentElement.dataset.fullStylesheet;

/** The same request as the later stylesheet link (crossorigin included), so the cache serves it. */
function link(rel: string, url: string): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = rel;
  element.href = url;
  element.crossOrigin = '';
  return element;
}

export function prefetchFullStylesheet() {
  const url = href();
  if (url) document.head.append(Object.assign(link('prefetch', url), { as: 'style' }));
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
        pause.textContent = '*,::before,::after{transition:none!important}';
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
