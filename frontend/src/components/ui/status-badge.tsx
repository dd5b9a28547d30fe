import { cn } from '@/lib/utils';

/** Spec §4 colours: green, yellow, red, blue, and grey for anything else. */
export type StatusTone = 'green' | 'yellow' | 'red' | 'blue' | 'grey';

const TONES: Record<StatusTone, { badge: string; dot: string }> = {
  green: {
    badge: 'border-green-500/30 bg-green-500/10 text-green-700 dark:text-green-300',
    dot: 'bg-green-500',
  },
  yellow: {
    badge: 'border-yellow-500/40 bg-yellow-500/10 text-yellow-800 dark:text-yellow-200',
    dot: 'bg-yellow-500',
  },
  red: {
    badge: 'border-red-500/30 bg-red-500/10 text-red-700 dark:text-red-300',
    dot: 'bg-red-500',
  },
  blue: {
    badge: 'border-blue-500/30 bg-blue-500/10 text-blue-700 dark:text-blue-300',
    dot: 'bg-blue-500',
  },
  grey: { badge: 'border-border bg-muted text-muted-foreground', dot: 'bg-gray-400' },
};

type StatusBadgeProps = { tone: StatusTone; label: string; className?: string };

/** A badge with a coloured dot; the tone is also in `data-tone` for tests and styling. */
export function StatusBadge({ tone, label, className }: StatusBadgeProps) {
  const { badge, dot } = TONES[tone];
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium',
        badge,
        className,
      )}
    >
      <span className={cn('size-2 rounded-full', dot)} aria-hidden="true" />
      {label}
    </span>
  );
}
