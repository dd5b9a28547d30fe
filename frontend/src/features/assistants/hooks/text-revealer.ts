import { revealDelay } from '../lib/reveal-delay';

const FRAME_MS = 16;

/**
 * Reveals streamed text with the spec's per-character delays, however fast the chunks arrive.
 * Timers are clamped by browsers (about 4 ms once nested) and a render per character is costly,
 * so each frame reveals every character whose cumulative delay has elapsed: the pacing matches
 * the per-character schedule without one timer per character. `drain` resolves once everything
 * pushed so far has been shown. Unpaced (`paced: false`, for prefers-reduced-motion), text is
 * shown as it arrives.
 */
export function createTextRevealer(
  onReveal: (text: string) => void,
  { paced = true }: { paced?: boolean } = {},
) {
  if (!paced) return immediateRevealer(onReveal);
  let queue = '';
  let running: Promise<void> | null = null;
  let cancelled = false;

  async function run() {
    let budget = 0;
    let last = performance.now();
    while (queue.length > 0 && !cancelled) {
      await new Promise((resolve) => setTimeout(resolve, FRAME_MS));
      const now = performance.now();
      budget += now - last;
      last = now;
      let count = 0;
      while (count < queue.length && budget >= revealDelay(queue[count])) {
        budget -= revealDelay(queue[count]);
        count += 1;
      }
      if (count > 0 && !cancelled) {
        onReveal(queue.slice(0, count));
        queue = queue.slice(count);
      }
    }
    running = null;
  }

  return {
    push(text: string) {
      queue += text;
      running ??= run();
    },
    async drain() {
      while (running) await running;
    },
    cancel() {
      cancelled = true;
      queue = '';
    },
  };
}

function immediateRevealer(onReveal: (text: string) => void) {
  let cancelled = false;
  return {
    push(text: string) {
      if (!cancelled) onReveal(text);
    },
    async drain() {},
    cancel() {
      cancelled = true;
    },
  };
}
