import { confidenceFor, Retrieval } from '../../assistants/engine/knowledge-index';
import { SearchOutcome } from './knowledge-search.service';

/** Passages sent to the assistants: what a grounded answer can quote at most. */
export const ASSISTANT_PASSAGES = 6;

/**
 * An organization's search results as the assistants' retrieval: the confidence is judged
 * exactly as for the built-in knowledge base (share of the question's terms in the best
 * passage), and each passage carries its citation, "Travel policy.pdf, p. 3".
 */
export function toRetrieval({ termCount, passages }: SearchOutcome): Retrieval {
  const best = passages[0];
  const matched = best?.matchedTerms ?? 0;
  return {
    confidence: confidenceFor(matched, termCount),
    coverage: termCount === 0 ? 0 : matched / termCount,
    ranked: passages.slice(0, ASSISTANT_PASSAGES).map((p) => ({
      score: p.score,
      chunk: {
        id: `${p.documentId}#${p.seq}`,
        docTitle: p.documentName,
        heading: p.location,
        tags: '',
        text: p.text,
        citation: `${p.documentName}, ${p.location}`,
        documentId: p.documentId,
      },
    })),
  };
}
