/**
 * The static marketing pages' script (site.html). Nothing on the page needs it to paint: the
 * HTML and its inlined CSS are the page, and the menu button opens the menu by itself (an
 * invoker command). So the page's behaviour (site-main.ts, whose built file name the prerender
 * puts on <html data-site-main>) is fetched only after the first paint, leaving the network and
 * the main thread to the content until then. A plain import() of that address: Vite's preload
 * helper would be one more request before the paint.
 */
const main = document.documentElement.dataset.siteMain;
const start = () => {
  if (main) void import(/* @vite-ignore */ main);
};

if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start));

export {};
