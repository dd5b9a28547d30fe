/**
 * The visitor asked the system for less motion (prefers-reduced-motion): jump instead of
 * scrolling smoothly, show streamed text as it arrives instead of pacing it. CSS animations
 * and transitions are shortened for them in index.css.
 */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** `behavior` for scrollTo/scrollIntoView: smooth unless less motion was asked for. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');
