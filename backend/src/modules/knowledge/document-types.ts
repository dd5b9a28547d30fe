/** The kinds of document the knowledge base reads, by the MIME type stored with each. */
export const DOCUMENT_MIME_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  markdown: 'text/markdown',
  html: 'text/html',
  text: 'text/plain',
} as const;

export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[keyof typeof DOCUMENT_MIME_TYPES];

export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

/** One stretch of a document's text and where it is: "p. 3", a heading, or "lines 1–40". */
export interface DocumentSection {
  location: string;
  page?: number;
  text: string;
}

/** A searchable piece of a document, as processing hands it over to storage. */
export interface ExtractedChunk {
  location: string;
  page: number | null;
  text: string;
  /** Keyed hashes of the chunk's terms, in sorted order (search/term-tokens.ts). */
  tokens: string;
}
