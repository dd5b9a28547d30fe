import { Activity, Brain, CheckCircle2, Server, Shield, Sparkles } from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { TOUR_STEPS, type TourStep } from '../lib/tour-steps';

const ICONS = {
  sparkles: Sparkles,
  brain: Brain,
  server: Server,
  activity: Activity,
  shield: Shield,
  check: CheckCircle2,
} as const;

interface GuidedTourProps {
  step: TourStep;
  index: number;
  busy: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onFinish: () => void;
  onTry: (step: TourStep) => void;
}

/** The button that opens the tour: the focus goes back there when the tour opened by itself. */
export const START_TOUR_ID = 'start-guided-tour';

/**
 * Keyboard users: the focus moves into the card when it opens and returns to where it was
 * (else to Start Guided Tour) when it closes; Escape closes it like Skip.
 */
function useTourFocus(card: RefObject<HTMLDivElement | null>, stepKey: string) {
  useEffect(() => {
    const before = document.activeElement;
    card.current?.focus();
    return () => {
      const back = before instanceof HTMLElement && before !== document.body ? before : null;
      (back?.isConnected ? back : document.getElementById(START_TOUR_ID))?.focus();
    };
  }, [card]);
  // A button that becomes disabled (Previous on step 1, Try This Feature while answering) drops
  // the focus to the page: keep it in the card.
  useEffect(() => {
    const active = document.activeElement;
    const lost = !active || active === document.body || (active as HTMLButtonElement).disabled;
    if (lost) card.current?.focus();
  }, [card, stepKey]);
}

/** The tour card: non-modal, so the highlighted part of the demo stays usable. */
export function GuidedTour({
  step,
  index,
  busy,
  onNext,
  onPrevious,
  onFinish,
  onTry,
}: GuidedTourProps) {
  const Icon = ICONS[step.iconType];
  const last = index === TOUR_STEPS.length - 1;
  const card = useRef<HTMLDivElement>(null);
  useTourFocus(card, `${index}-${busy}`);
  return (
    <Card
      ref={card}
      role="dialog"
      aria-label="Guided tour"
      tabIndex={-1}
      onKeyDown={(event) => event.key === 'Escape' && onFinish()}
      className="fixed inset-x-4 bottom-4 z-50 bg-white shadow-2xl sm:left-auto sm:right-6 sm:w-96"
    >
      <CardHeader className="space-y-2 pb-2">
        <div className="flex items-center justify-between text-xs text-slate-500">
          <span>
            Step {index + 1} of {TOUR_STEPS.length}
          </span>
          <div className="h-1.5 w-24 overflow-hidden rounded-full bg-slate-200">
            <div
              className="h-full bg-blue-600 transition-all"
              style={{ width: `${((index + 1) / TOUR_STEPS.length) * 100}%` }}
            />
          </div>
        </div>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Icon className="size-5 text-blue-600" aria-hidden /> {step.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-600">
        <p>{step.description}</p>
        {step.highlight && <p className="font-medium text-slate-900">{step.highlight}</p>}
        {step.action?.type === 'ask' && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => onTry(step)}>
            Try This Feature
          </Button>
        )}
      </CardContent>
      <CardFooter className="flex justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={onFinish}>
          Skip
        </Button>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={onPrevious} disabled={index === 0}>
            Previous
          </Button>
          {/* One button for both, so the focus stays on it when Continue becomes Complete. */}
          <Button size="sm" onClick={last ? onFinish : onNext}>
            {last ? 'Complete' : 'Continue'}
          </Button>
        </div>
      </CardFooter>
    </Card>
  );
}
