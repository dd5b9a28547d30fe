import { RankedChunk } from './knowledge-index';
import { isListBlock } from './passage-excerpt';
import { normaliseTerm, queryTerms } from './text-terms';

/**
 * The built-in engine's direct answer: the sentence of the grounding passages that shares the
 * most of the question's terms (issue 34: answers used to start by pasting passages). Sentences
 * of the best passage win ties, then the earlier one; a sentence that introduces a list or is a
 * table row is never picked, and one that describes the document or asks a question only when
 * nothing else matches as well. A very short pick takes the next sentence with it.
 */
export function leadSentence(query: string, passages: RankedChunk[]): string | null {
  const wanted = queryTerms(query);
  const asksFact = QUESTION.test(query.trim()) && !PROCEDURE.test(query.trim());
  let best: { text: string; next?: string; score: number } | null = null;
  passages.forEach((passage, passageIndex) => {
    const sentences = sentencesOf(passage.chunk.text);
    sentences.forEach((sentence, position) => {
      const matched = wanted.filter((term) => mentions(sentence, term)).length;
      const score =
        matched * 100 - penalty(sentence, asksFact) - passageIndex * 10 - Math.min(position, 9);
      if (!best || score > best.score) {
        best = { text: sentence, next: sentences[position + 1], score };
      }
    });
  });
  if (!best) return null;
  const { text, next } = best as { text: string; next?: string };
  return text.length < 60 && next ? `${text} ${next}` : text;
}

/**
 * What makes a sentence a poor first line although it shares the question's words: for a
 * question of fact, one about the document ("This policy defines … how long logs are
 * retained") repeats it without answering (for a topic, "Remote work policy", or a "how do I",
 * the page's own summary is the answer wanted);
 * a question; a command line (it belongs in the quoted passage).
 */
function penalty(sentence: string, asksFact: boolean): number {
  let points = 0;
  if (asksFact && DESCRIBES_DOCUMENT.test(sentence)) points += 150;
  if (sentence.endsWith('?')) points += 150;
  if (/`[^`]{30,}`/.test(sentence)) points += 80;
  return points;
}

const QUESTION = /\?$|^(?:who|what|when|where|which|why|how|is|are|does|do|can|should|will|may)\b/i;

const PROCEDURE = /^(?:how (?:do|can|should|would|to)|what should (?:i|we) do)\b/i;

const DESCRIBES_DOCUMENT =
  /^(?:this|these)\b[^.]{0,80}?\b(?:explains?|describes?|defines?|lists?|covers?|gives?|shows?|is for|are for|walks)\b/i;

/** Whole sentences and list items of a passage, cleaned of list markers and emphasis marks. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  const blocks = text.split(/\n{2,}/);
  blocks.forEach((block, index) => {
    const joined = introWithItems(block, blocks[index + 1]);
    if (joined) out.push(joined);
  });
  for (const block of blocks) {
    if (block.trimStart().startsWith('|')) continue; // a table: rows are not sentences
    const pieces = isListBlock(block)
      ? block.split('\n').map((line) => line.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, ''))
      : block.replace(/\s*\n\s*/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z0-9"'(*`])/);
    for (const piece of pieces) {
      const sentence = piece.trim();
      if (sentence.length < 20 || sentence.endsWith(':')) continue;
      out.push(/[.!?)"'`*]$/.test(sentence) ? sentence : `${sentence}.`);
    }
  }
  return out;
}

/**
 * "The uptime SLA applies to:" and a short list after it, as one sentence ("… applies to:
 * deployments IronKeep operates…; customer-operated deployments…."): often the very answer.
 */
function introWithItems(block: string, next: string | undefined): string | null {
  const intro = block.trim();
  if (!intro.endsWith(':') || isListBlock(intro) || !next || !isListBlock(next)) return null;
  const lastSentence = intro
    .replace(/\s*\n\s*/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"'(*`])/)
    .pop()!;
  const items = next.split('\n').map((line) =>
    line
      .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '')
      .replace(/[.;]$/, '')
      .trim(),
  );
  const sentence = `${lastSentence} ${items.join('; ')}.`;
  return sentence.length <= MAX_JOINED_CHARS ? sentence : null;
}

const MAX_JOINED_CHARS = 420;

/** The sentence has the term, or a longer form of it ("retain" → "retained", "retention"). */
function mentions(sentence: string, term: string): boolean {
  return sentence
    .split(/[^\p{L}\p{N}]+/u)
    .map(normaliseTerm)
    .some(
      (word) =>
        word !== null &&
        (word === term ||
          (term.length >= 5 && word.startsWith(term.slice(0, 5))) ||
          (word.length >= 5 && term.startsWith(word))),
    );
}
