import { useCallback, useLayoutEffect, useRef } from 'react';

/** How close to the bottom (px) still counts as reading the newest text. */
const NEAR_BOTTOM_PX = 48;

/**
 * Keeps a scrolling message list at its newest text while the reader is there, and leaves it
 * alone once they scroll up to read something earlier (until they come back down or send).
 * `list` and `onScroll` go on the list; `follow()` pins it to the bottom again (on send).
 */
export function useFollowScroll(content: unknown) {
  const list = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);

  useLayoutEffect(() => {
    const el = list.current;
    if (el && pinned.current) el.scrollTo?.({ top: el.scrollHeight });
  }, [content]);

  const onScroll = useCallback(() => {
    const el = list.current;
    if (!el) return;
    pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
  }, []);

  const follow = useCallback(() => {
    pinned.current = true;
    const el = list.current;
    el?.scrollTo?.({ top: el.scrollHeight });
  }, []);

  return { list, follow, onScroll };
}
