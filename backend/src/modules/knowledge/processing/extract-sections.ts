import mammoth from 'mammoth';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';
import { DOCUMENT_MIME_TYPES, DocumentMimeType, DocumentSection } from '../document-types';
import { DocumentReadError, READ_FAILURES } from './document-read-error';
import { markdownSections, plainTextSections } from './heading-sections';
import { htmlSections } from './html-sections';

/** What a DOCX may unpack to: far above any real document, far below a zip bomb. */
export const MAX_DOCX_UNPACKED_MB = 200;

export interface ExtractedDocument {
  pageCount: number | null;
  sections: DocumentSection[];
}

/** The text of a document, in sections that know their page or heading. Runs in the worker. */
export async function extractSections(
  bytes: Uint8Array,
  mimeType: DocumentMimeType,
): Promise<ExtractedDocument> {
  switch (mimeType) {
    case DOCUMENT_MIME_TYPES.pdf:
      return pdfSections(bytes);
    case DOCUMENT_MIME_TYPES.docx:
      return { pageCount: null, sections: htmlSections(await docxHtml(bytes)) };
    case DOCUMENT_MIME_TYPES.html:
      return { pageCount: null, sections: htmlSections(decodeText(bytes)) };
    case DOCUMENT_MIME_TYPES.markdown:
      return { pageCount: null, sections: markdownSections(decodeText(bytes)) };
    default:
      return { pageCount: null, sections: plainTextSections(decodeText(bytes)) };
  }
}

async function pdfSections(bytes: Uint8Array): Promise<ExtractedDocument> {
  try {
    const pdf = await getDocumentProxy(bytes);
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const sections = text.map((pageText, i) => ({
      location: `p. ${i + 1}`,
      page: i + 1,
      // pdf.js ends every text line with a newline; a page's lines are one flow of prose.
      text: pageText.replace(/-\n(?=\p{Ll})/gu, '').replace(/\s*\n\s*/g, ' '),
    }));
    return { pageCount: totalPages, sections };
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'PasswordException') throw READ_FAILURES.passwordProtected();
    if (name === 'InvalidPDFException' || name === 'FormatError') throw READ_FAILURES.damagedPdf();
    throw error;
  }
}

async function docxHtml(bytes: Uint8Array): Promise<string> {
  assertUnpackedSize(bytes);
  try {
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    return value;
  } catch (error) {
    if (error instanceof DocumentReadError) throw error;
    throw READ_FAILURES.damagedDocx();
  }
}

/**
 * A zip bomb says what it unpacks to in its central directory; reading only that (fflate's
 * filter sees each entry's sizes and extracts nothing) refuses it before anything is inflated.
 * An archive that lies about its sizes is stopped by the worker's memory and time limits.
 */
function assertUnpackedSize(bytes: Uint8Array): void {
  let total = 0;
  try {
    unzipSync(bytes, {
      filter: (entry) => {
        total += entry.originalSize;
        return false;
      },
    });
  } catch {
    throw READ_FAILURES.damagedDocx();
  }
  if (total > MAX_DOCX_UNPACKED_MB * 1024 * 1024) {
    throw READ_FAILURES.expandsTooMuch(MAX_DOCX_UNPACKED_MB);
  }
}

/** UTF-8 (upload detection has checked it decodes), without a byte order mark. */
function decodeText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes);
}
