import type { MouseEvent, ReactNode } from 'react';
import { scrollToId } from '@/lib/scroll';

/**
 * An in-page anchor that scrolls smoothly and stops 80 px short (the sticky header), while
 * staying a real link for crawlers, new tabs and visitors without JavaScript.
 */
export function ScrollLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (scrollToId(to)) event.preventDefault();
  };
  return (
    // data-smooth-scroll: on a static page, src/site-main.ts does the same for this link.
    <a href={`#${to}`} className={className} onClick={onClick} data-smooth-scroll="">
      {children}
    </a>
  );
}
