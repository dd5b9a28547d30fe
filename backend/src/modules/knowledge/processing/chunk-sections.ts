import { DocumentSection } from '../document-types';

/** About 200 words: long enough to answer from, short enough to cite precisely. */
export const TARGET_CHUNK_CHARS = 1_200;
export const MAX_CHUNK_CHARS = 2_000;

export interface TextChunk {
  location: string;
  page: number | null;
  text: string;
}

/**
 * Cuts sections into chunks of about TARGET_CHUNK_CHARS at paragraph boundaries. A chunk never
 * spans two sections, so each keeps its page or heading; a paragraph longer than
 * MAX_CHUNK_CHARS is cut between sentences, or between words when a sentence is longer still.
 */
export function chunkSections(sections: readonly DocumentSection[]): TextChunk[] {
  const chunks: TextChunk[] = [];
  for (const section of sections) {
    const page = section.page ?? null;
    let current = '';
    const flush = () => {
      if (current.trim()) chunks.push({ location: section.location, page, text: current.trim() });
      current = '';
    };
    for (const piece of pieces(section.text)) {
      if (current && current.length + piece.length + 2 > TARGET_CHUNK_CHARS) flush();
      current = current ? `${current}\n\n${piece}` : piece;
    }
    flush();
  }
  return chunks;
}

/** Paragraphs, with any longer than MAX_CHUNK_CHARS cut down to size. */
function pieces(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/[ \t]+/g, ' ').trim())
    .filter(Boolean)
    .flatMap((p) => (p.length <= MAX_CHUNK_CHARS ? [p] : cutLong(p)));
}

function cutLong(paragraph: string): string[] {
  const sentences = paragraph.match(/[^.!?]+(?:[.!?]+["')\]]*\s*|$)/g) ?? [paragraph];
  const out: string[] = [];
  let current = '';
  for (const sentence of sentences.flatMap((s) => cutWords(s))) {
    if (current && current.length + sentence.length > TARGET_CHUNK_CHARS) {
      out.push(current.trim());
      current = '';
    }
    current += sentence;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

function cutWords(sentence: string): string[] {
  if (sentence.length <= MAX_CHUNK_CHARS) return [sentence];
  const out: string[] = [];
  let rest = sentence;
  while (rest.length > TARGET_CHUNK_CHARS) {
    const space = rest.lastIndexOf(' ', TARGET_CHUNK_CHARS);
    const end = space > TARGET_CHUNK_CHARS / 2 ? space + 1 : TARGET_CHUNK_CHARS;
    out.push(rest.slice(0, end));
    rest = rest.slice(end);
  }
  return rest ? [...out, rest] : out;
}
