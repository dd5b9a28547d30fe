import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/** The spec's text for the account dashboard's System Status card, shown only when it is true. */
export const ALL_SYSTEMS_OPERATIONAL = 'All systems operational';

export type SystemStatusTone = 'ok' | 'problem' | 'pending';

const DOT: Record<SystemStatusTone, string> = {
  ok: 'bg-success',
  problem: 'bg-destructive',
  pending: 'bg-muted-foreground',
};

/** One line of the System Status card: a coloured dot and what is true right now. */
export function SystemStatusLine({
  tone,
  children,
}: {
  tone: SystemStatusTone;
  children: ReactNode;
}) {
  return (
    <p className="flex items-start gap-2 text-sm font-medium" data-status-tone={tone}>
      <span className={clsx('mt-1.5 size-2 shrink-0 rounded-full', DOT[tone])} aria-hidden="true" />
      <span className="min-w-0">{children}</span>
    </p>
  );
}
