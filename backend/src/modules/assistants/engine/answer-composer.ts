import { AssistantProfile } from '../assistant-catalog';
import { Confidence, RankedChunk, Retrieval } from './knowledge-index';
import { KnowledgeDocument } from './knowledge-loader';
import { leadSentence } from './lead-sentence';
import { excerptPassage } from './passage-excerpt';

export interface SourceDocument {
  source: string;
  documentId: string;
}

/** What the engine settled on before any text is generated: the grounding and its metadata. */
export interface GroundedContext {
  passages: RankedChunk[];
  sources: string[];
  /** The sources that are documents of the organization, with their ids (links in the chat). */
  sourceDocuments?: SourceDocument[];
  confidence: Confidence;
  codeExample?: string;
}

const MAX_PASSAGES = 3;
const MAX_PASSAGE_CHARS = 700;
// A passage joins the answer only if it scores at least this share of the best one.
const RELATIVE_SCORE_FLOOR = 0.5;

/** Picks the passages an answer is built from; sources are exactly their titles or citations. */
export function groundAnswer(profile: AssistantProfile, retrieval: Retrieval): GroundedContext {
  if (retrieval.confidence === 'low' || retrieval.ranked.length === 0) {
    return { passages: [], sources: [], confidence: 'low' };
  }
  const [best, ...rest] = retrieval.ranked;
  const passages = [best];
  for (const candidate of rest) {
    if (passages.length >= MAX_PASSAGES) break;
    if (candidate.score < best.score * RELATIVE_SCORE_FLOOR) break;
    const otherDocs = passages.filter((p) => p.chunk.docTitle !== best.chunk.docTitle).length;
    // Stay mostly on the best document; allow one supporting passage from another.
    if (candidate.chunk.docTitle !== best.chunk.docTitle && otherDocs >= 1) continue;
    passages.push(candidate);
  }
  const sources = [...new Set(passages.map((p) => p.chunk.citation ?? p.chunk.docTitle))];
  const sourceDocuments = documentsOf(passages);
  const codeExample = profile.codeExamples ? findCode(passages, retrieval.ranked) : undefined;
  return {
    passages,
    sources,
    ...(sourceDocuments.length ? { sourceDocuments } : {}),
    confidence: retrieval.confidence,
    codeExample,
  };
}

/** Each cited organization document once, by its citation, in the order of `sources`. */
function documentsOf(passages: RankedChunk[]): SourceDocument[] {
  const seen = new Map<string, string>();
  for (const { chunk } of passages) {
    const source = chunk.citation ?? chunk.docTitle;
    if (chunk.documentId && !seen.has(source)) seen.set(source, chunk.documentId);
  }
  return [...seen].map(([source, documentId]) => ({ source, documentId }));
}

function findCode(passages: RankedChunk[], ranked: RankedChunk[]): string | undefined {
  const used = new Set(passages.map((p) => p.chunk.docTitle));
  const fromPassage = passages.find((p) => p.chunk.code)?.chunk.code;
  const fromSameDoc = ranked.find((r) => r.chunk.code && used.has(r.chunk.docTitle))?.chunk.code;
  return fromPassage ?? fromSameDoc;
}

/**
 * The builtin provider's answer (issue 34): a direct answer first — computed by the document the
 * best passage comes from when it can (the plan catalogue), else the passages' sentence that
 * best matches the question — then the passages it comes from, each quoted in whole blocks.
 */
export function composeExtractiveAnswer(
  profile: AssistantProfile,
  context: GroundedContext,
  documents: KnowledgeDocument[],
  query: string,
): string {
  if (context.confidence === 'low') return offTopicAnswer(profile, documents);
  const lead = computedAnswer(context, documents, query) ?? leadSentence(query, context.passages);
  const parts: string[] = lead ? [lead] : [];
  if (context.confidence === 'medium') {
    parts.push(
      'This is the closest match in the knowledge base; it may only partly answer your question.',
    );
  }
  for (const { chunk } of context.passages) {
    const heading =
      chunk.citation ??
      (chunk.heading === chunk.docTitle ? chunk.docTitle : `${chunk.docTitle}: ${chunk.heading}`);
    const showsCode = chunk.code !== undefined && chunk.code === context.codeExample;
    const excerpt = excerptPassage(chunk.text, {
      max: MAX_PASSAGE_CHARS,
      codeNote: showsCode ? ' (see the code example below).' : undefined,
    });
    parts.push(`**${heading}**\n\n${excerpt}`);
  }
  return parts.join('\n\n');
}

/** The first answer a grounding passage's document computes (generated documents only). */
function computedAnswer(
  context: GroundedContext,
  documents: KnowledgeDocument[],
  query: string,
): string | null {
  for (const title of new Set(context.passages.map((p) => p.chunk.docTitle))) {
    const computed = documents.find((d) => d.title === title)?.directAnswer?.(query);
    if (computed) return computed;
  }
  return null;
}

function offTopicAnswer(profile: AssistantProfile, documents: KnowledgeDocument[]): string {
  const topics = documents
    .slice(0, 4)
    .map((d) => d.title)
    .join('; ');
  return (
    `I couldn't find anything about that in the ${profile.name} knowledge base, so I can't answer it ` +
    `reliably. I can help with topics such as: ${topics}.`
  );
}
