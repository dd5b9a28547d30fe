import { Retrieval } from './knowledge-index';
import { ConversationTurn } from '../providers/llm-provider';

const FOLLOW_UP_CUE =
  /\b(that|this|it|its|those|these|they|them|more|also|else|same|above|again|and|what about|how about)\b/i;

/**
 * A follow-up such as "tell me more about that" carries little topic on its own, so when it
 * reads like one and `direct` is not already a confident match, it is searched again together
 * with the previous question: that combined query, or null when the question stands alone.
 */
export function followUpQuery(
  direct: Retrieval,
  query: string,
  history: ConversationTurn[],
): string | null {
  const previous = [...history].reverse().find((t) => t.role === 'user')?.content;
  if (direct.confidence === 'high' || !previous || !FOLLOW_UP_CUE.test(query)) return null;
  return `${previous} ${query}`;
}

export function rankConfidence(confidence: Retrieval['confidence']): number {
  return { low: 0, medium: 1, high: 2 }[confidence];
}

/** The follow-up's retrieval only when it is more confident than the question's own. */
export function moreConfident(direct: Retrieval, withContext: Retrieval): Retrieval {
  return rankConfidence(withContext.confidence) > rankConfidence(direct.confidence)
    ? withContext
    : direct;
}
