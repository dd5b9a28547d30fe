import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The centred title + subtitle every marketing section opens with. */
export function SectionHeading({
  id,
  title,
  subtitle,
  className,
}: {
  id?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-3xl text-center', className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {subtitle && (
        <p className="mt-4 text-base leading-relaxed text-muted-foreground sm:text-lg">
          {subtitle}
        </p>
      )}
    </div>
  );
}
