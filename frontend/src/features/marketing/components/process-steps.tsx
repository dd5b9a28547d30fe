import { cn } from '@/lib/utils';
import type { ProcessStep } from '../content/types';

export function ProcessSteps({ steps, className }: { steps: ProcessStep[]; className?: string }) {
  return (
    <ol className={cn('grid gap-6 md:grid-cols-3', className)}>
      {steps.map((step) => (
        <li key={step.step} className="rounded-xl border bg-card p-6">
          <span className="flex size-10 items-center justify-center rounded-full bg-primary-strong text-base font-bold text-primary-foreground">
            {step.step}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
