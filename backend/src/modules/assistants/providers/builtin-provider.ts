import { setImmediate as afterPendingIo } from 'node:timers/promises';
import { composeExtractiveAnswer } from '../engine/answer-composer';
import { GenerationRequest, LlmProvider } from './llm-provider';

// The client paces the reveal itself (spec: 2-8 ms per character), so piece size is only about
// keeping each event small.
const PIECE_CHARS = 640;

/**
 * Extractive answers straight from the retrieved passages; needs no model.
 *
 * Composition waits for one turn of the event loop, so the metadata event (sources, confidence)
 * leaves at once and, under a burst, every waiting question gets its first event before anyone's
 * answer is composed — as with a model, whose tokens arrive after the metadata. The answer then
 * exists whole, so its pieces are yielded back to back and share one packet (see writeSse):
 * drip-feeding a known answer would only multiply socket writes, the largest cost of a burst.
 */
export class BuiltinProvider extends LlmProvider {
  readonly name = 'builtin';

  async *generate(request: GenerationRequest, signal: AbortSignal): AsyncIterable<string> {
    await afterPendingIo();
    if (signal.aborted) return;
    const text = composeExtractiveAnswer(
      request.profile,
      request.context,
      request.documents,
      request.query,
    );
    for (const piece of splitAtWords(text, PIECE_CHARS)) {
      if (signal.aborted) return;
      yield piece;
    }
  }
}

export function splitAtWords(text: string, size: number): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      if (space > start) end = space + 1;
    }
    pieces.push(text.slice(start, end));
    start = end;
  }
  return pieces;
}
