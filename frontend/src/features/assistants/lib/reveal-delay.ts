/** Spec §9: per-character reveal delay — 2 ms for a space, 8 ms after . ! ?, otherwise 3 ms. */
export function revealDelay(char: string): number {
  if (char === ' ') return 2;
  if (char === '.' || char === '!' || char === '?') return 8;
  return 3;
}

export const FAILURE_MESSAGE =
  "I'm experiencing technical difficulties. Please try again in a moment.";
export const SAMPLE_QUESTION_DELAY_MS = 300;
export const TOUR_AUTO_SEND_DELAY_MS = 500;
export const POST_ANSWER_DELAY_MS = 2000;
