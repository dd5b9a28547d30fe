import { setImmediate as nextTurn } from 'node:timers/promises';
import { composeExtractiveAnswer } from '../engine/answer-composer';
import { GenerationRequest, LlmProvider } from './llm-provider';

// Large pieces keep writes and allocations per stream low; the client paces the reveal itself.
const PIECE_CHARS = 160;

/** Extractive answers straight from the retrieved passages; needs no model. */
export class BuiltinProvider extends LlmProvider {
  readonly name = 'builtin';

  async *generate(request: GenerationRequest, signal: AbortSignal): AsyncIterable<string> {
    const text = composeExtractiveAnswer(request.profile, request.context, request.documents);
    for (const piece of splitAtWords(text, PIECE_CHARS)) {
      if (signal.aborted) return;
      yield piece;
      // Yield the event loop between pieces so many concurrent streams share it fairly and a
      // client disconnect is noticed before the next piece.
      await nextTurn();
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
