import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { scrollToId, scrollToIdWhenReady } from '@/lib/scroll';

/**
 * Returns a function that scrolls smoothly to an in-page section (80 px below the sticky header).
 * When the current page has no such section and is not the home page, it goes home first and
 * scrolls once the home page has rendered the section.
 */
export function useScrollToSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useCallback(
    (id: string) => {
      if (scrollToId(id)) return;
      if (pathname !== paths.home.path) {
        navigate(paths.home.getHref());
        scrollToIdWhenReady(id);
      }
    },
    [navigate, pathname],
  );
}
