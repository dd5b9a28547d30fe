import { type RefObject, useEffect, useRef } from 'react';

/**
 * Moves the focus to `target` when `value` changes (not on the first render, nor when it first
 * arrives from `undefined`, e.g. once loaded: only a change the user caused). For a region that
 * swaps its content (view ⇄ edit, form ⇄ Thank You): the focused button disappears with the old
 * content, and without this the focus falls back to the top of the page, so a keyboard or
 * screen-reader user loses their place.
 *
 * The target may only become focusable a render later (a button disabled while saving), so the
 * move waits for it; if the user has put the focus somewhere themselves meanwhile, it is off.
 */
export function useFocusWhenChanged<T>(value: T, target: RefObject<HTMLElement | null>) {
  const previous = useRef(value);
  const pending = useRef(false);
  useEffect(() => {
    if (previous.current !== undefined && previous.current !== value) pending.current = true;
    previous.current = value;
    if (!pending.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && !active.matches(':disabled')) {
      pending.current = false;
      return;
    }
    const element = target.current;
    if (element && !element.matches(':disabled')) {
      element.focus();
      pending.current = false;
    }
  });
}
