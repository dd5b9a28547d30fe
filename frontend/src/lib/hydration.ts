/**
 * Marks <html data-hydrated> once the page is interactive: the app's root layout when React has
 * rendered, a static marketing page's script (src/site-main.ts) once its handlers are attached. The
 * browser tests wait for it.
 */
export function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
}
