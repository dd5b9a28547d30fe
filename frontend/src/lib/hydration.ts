/**
 * The moment React has attached to the page (app/root-layout.tsx marks it): <html
 * data-hydrated> for the browser tests, and callbacks for what waits on it (main.tsx).
 */
const callbacks: Array<() => void> = [];
let hydrated = false;

export function markHydrated() {
  document.documentElement.dataset.hydrated = 'true';
  hydrated = true;
  callbacks.splice(0).forEach((callback) => callback());
}

export function afterHydration(callback: () => void) {
  if (hydrated) callback();
  else callbacks.push(callback);
}
