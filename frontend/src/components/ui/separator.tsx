import * as React from 'react';
import { cn } from '@/lib/utils';

type SeparatorProps = React.ComponentProps<'div'> & {
  orientation?: 'horizontal' | 'vertical';
  /** Purely visual (the default): hidden from assistive technology. */
  decorative?: boolean;
};

/** A rule between groups; the markup Radix Separator renders, without its code. */
export function Separator({
  className,
  orientation = 'horizontal',
  decorative = true,
  ...props
}: SeparatorProps) {
  return (
    <div
      data-orientation={orientation}
      {...(decorative
        ? { role: 'none' }
        : {
            role: 'separator',
            'aria-orientation': orientation === 'vertical' ? ('vertical' as const) : undefined,
          })}
      className={cn(
        'shrink-0 bg-border',
        orientation === 'horizontal' ? 'h-px w-full' : 'h-full w-px',
        className,
      )}
      {...props}
    />
  );
}
