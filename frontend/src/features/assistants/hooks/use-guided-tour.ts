import { useCallback, useEffect, useState } from 'react';
import { scrollBehavior } from '@/lib/motion';
import { TOUR_STEPS, type TourStep } from '../lib/tour-steps';

export const TOUR_PROGRESS_KEY = 'ironkeep.demoTour.progress';
export const TOUR_SEEN_KEY = 'ironkeep.demoTour.seen';

interface TourProgress {
  currentStep: number;
  completed: string[];
}

function readProgress(): TourProgress {
  try {
    const saved = JSON.parse(
      localStorage.getItem(TOUR_PROGRESS_KEY) ?? 'null',
    ) as TourProgress | null;
    if (saved && Number.isInteger(saved.currentStep) && Array.isArray(saved.completed)) {
      const currentStep = Math.min(Math.max(saved.currentStep, 0), TOUR_STEPS.length - 1);
      return { currentStep, completed: saved.completed };
    }
  } catch {
    // Unreadable progress: start over.
  }
  return { currentStep: 0, completed: [] };
}

/**
 * Tour state (spec §4): opens on the first visit or when forced, progress kept in storage.
 * `onEnterStep` runs from the handlers (not an effect) so a step can switch tab or open a panel.
 */
export function useGuidedTour(forceOpen: boolean, onEnterStep: (step: TourStep) => void) {
  const [open, setOpen] = useState(
    () => forceOpen || localStorage.getItem(TOUR_SEEN_KEY) !== 'true',
  );
  const [progress, setProgress] = useState<TourProgress>(readProgress);

  useEffect(() => {
    if (open) {
      localStorage.setItem(TOUR_SEEN_KEY, 'true');
      localStorage.setItem(TOUR_PROGRESS_KEY, JSON.stringify(progress));
    }
  }, [open, progress]);

  const goTo = useCallback(
    (currentStep: number, completed: string[]) => {
      setProgress({ currentStep, completed });
      onEnterStep(TOUR_STEPS[currentStep]);
    },
    [onEnterStep],
  );

  const start = useCallback(() => {
    const saved = readProgress();
    goTo(saved.currentStep, saved.completed);
    setOpen(true);
  }, [goTo]);

  const next = useCallback(() => {
    const current = progress.currentStep;
    const completed = [...new Set([...progress.completed, TOUR_STEPS[current].id])];
    goTo(Math.min(current + 1, TOUR_STEPS.length - 1), completed);
  }, [goTo, progress]);

  const previous = useCallback(() => {
    goTo(Math.max(progress.currentStep - 1, 0), progress.completed);
  }, [goTo, progress]);

  /** Skip and Complete both clear stored progress and close. */
  const finish = useCallback(() => {
    localStorage.removeItem(TOUR_PROGRESS_KEY);
    setProgress({ currentStep: 0, completed: [] });
    setOpen(false);
  }, []);

  const step = TOUR_STEPS[progress.currentStep];
  return {
    open,
    step,
    index: progress.currentStep,
    completed: progress.completed,
    start,
    next,
    previous,
    finish,
  };
}

/** Rings the step's target element; a missing target is simply not highlighted. */
export function useTourHighlight(
  targetId: string | undefined,
  active: boolean,
  refreshKey: string,
) {
  useEffect(() => {
    if (!active || !targetId) return;
    const element = document.getElementById(targetId);
    if (!element) return;
    const classes = ['ring-4', 'ring-blue-400', 'ring-offset-2', 'rounded-xl'];
    element.classList.add(...classes);
    element.scrollIntoView?.({ behavior: scrollBehavior(), block: 'center' });
    return () => element.classList.remove(...classes);
  }, [targetId, active, refreshKey]);
}
