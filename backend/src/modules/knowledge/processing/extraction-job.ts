import { DocumentMimeType, ExtractedChunk } from '../document-types';
import { chunkSections } from './chunk-sections';
import { DocumentReadError, READ_FAILURES } from './document-read-error';
import { extractSections } from './extract-sections';
import { tokenLine } from '../search/term-tokens';

/** What the processor hands a worker thread. */
export interface ExtractionInput {
  bytes: Uint8Array;
  mimeType: DocumentMimeType;
  /** The document's name joins every chunk's index terms: "travel policy" finds its pages. */
  name: string;
  /** The organization's index key (search/term-tokens.ts). */
  termKey: Uint8Array;
  maxChunks: number;
}

export type ExtractionOutput =
  { ok: true; pageCount: number | null; chunks: ExtractedChunk[] } | { ok: false; reason: string };

/** Extraction, chunking and term hashing: everything about a document that costs CPU. */
export async function runExtractionJob(input: ExtractionInput): Promise<ExtractionOutput> {
  try {
    const { pageCount, sections } = await extractSections(input.bytes, input.mimeType);
    const chunks = chunkSections(sections);
    if (chunks.length === 0) throw READ_FAILURES.noText();
    if (chunks.length > input.maxChunks) throw READ_FAILURES.tooMuchText(input.maxChunks);
    const key = Buffer.from(input.termKey);
    const title = input.name.replace(/\.[a-z0-9]{1,5}$/i, '');
    const cache = new Map<string, string>();
    return {
      ok: true,
      pageCount,
      chunks: chunks.map((chunk) => ({
        ...chunk,
        tokens: tokenLine(key, `${title} ${chunk.location} ${chunk.text}`, cache),
      })),
    };
  } catch (error) {
    if (error instanceof DocumentReadError) return { ok: false, reason: error.message };
    return { ok: false, reason: READ_FAILURES.unreadable((error as Error).message).message };
  }
}
