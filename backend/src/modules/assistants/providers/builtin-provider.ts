import { composeExtractiveAnswer } from '../engine/answer-composer';
import { GenerationRequest, LlmProvider } from './llm-provider';

// The client paces the reveal itself (spec: 2-8 ms per character), so piece size is only about
// keeping each event small.
const PIECE_CHARS = 640;

/**
 * Extractive answers straight from the retrieved passages; needs no model.
 *
 * The whole answer exists at once, so its pieces are yielded back to back without waiting on the
 * event loop: they leave in the same packet as the metadata (see writeSse). Drip-feeding a known
 * answer would only multiply socket writes — 15 or so per answer, the largest cost of a burst of
 * demo streams. Model providers still stream token by token as they generate.
 */
export class BuiltinProvider extends LlmProvider {
  readonly name = 'builtin';

  async *generate(request: GenerationRequest, signal: AbortSignal): AsyncIterable<string> {
    const text = composeExtractiveAnswer(request.profile, request.context, request.documents);
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
