import { scrollBehavior } from './motion';

/** Header height plus breathing room: anchored sections must not hide under the sticky header. */
export const SCROLL_OFFSET_PX = 80;

/**
 * Scrolls to the element with this id, leaving `offset` pixels above it (smoothly, unless the
 * visitor asked for reduced motion), and moves the focus there.
 */
export function scrollToId(id: string, offset = SCROLL_OFFSET_PX): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(top, 0), behavior: scrollBehavior() });
  // The link's default jump is replaced, so move the focus too: the next Tab (a keyboard user
  // after "Skip to content", "Contact us") continues from the section, not from the link.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
  return true;
}

/**
 * Waits for an element that a lazily loaded page has yet to render, then scrolls to it.
 * Gives up silently after `timeoutMs` (a missing anchor is not an error for the visitor).
 */
export function scrollToIdWhenReady(id: string, offset = SCROLL_OFFSET_PX, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  const attempt = () => {
    if (scrollToId(id, offset) || Date.now() > deadline) return;
    window.requestAnimationFrame(attempt);
  };
  window.requestAnimationFrame(attempt);
}
