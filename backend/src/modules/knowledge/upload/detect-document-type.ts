import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_MIME_TYPES, DocumentMimeType } from '../document-types';

const BY_MAGIC: Record<string, DocumentMimeType> = {
  [DOCUMENT_MIME_TYPES.pdf]: DOCUMENT_MIME_TYPES.pdf,
  [DOCUMENT_MIME_TYPES.docx]: DOCUMENT_MIME_TYPES.docx,
};

/**
 * What a file is, from its bytes alone (the name and the browser's Content-Type are ignored):
 * PDF and DOCX by their signatures (file-type, which looks inside the zip for Word's parts);
 * anything without a signature must be UTF-8 text, then HTML when it starts like a page,
 * Markdown when it has Markdown's structure, else plain text. Null for anything else.
 */
export async function detectDocumentType(bytes: Uint8Array): Promise<DocumentMimeType | null> {
  const magic = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (magic) return BY_MAGIC[magic.mime] ?? null;
  const text = utf8Text(bytes);
  if (text === null || text.trim() === '') return null;
  if (looksLikeHtml(text)) return DOCUMENT_MIME_TYPES.html;
  if (looksLikeMarkdown(text)) return DOCUMENT_MIME_TYPES.markdown;
  return DOCUMENT_MIME_TYPES.text;
}

/** The text, or null for bytes that are not UTF-8 or hold control characters text never has. */
function utf8Text(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- binary data is exactly what this looks for
  return /[\u0000-\u0008\u000E-\u001A\u001C-\u001F]/.test(text) ? null : text;
}

function looksLikeHtml(text: string): boolean {
  const start = text
    .slice(0, 2048)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return (
    /^(<!--[\s\S]*?-->\s*)*<(!doctype html|html[\s>]|head[\s>]|body[\s>])/.test(start) ||
    /<\/(p|div|h[1-6]|body|html)>/.test(text.slice(0, 65_536).toLowerCase())
  );
}

const MARKDOWN_SIGNS = [
  /^#{1,6}\s+\S/m, // ATX heading
  /^\S.*\n(=+|-+)\s*$/m, // Setext heading
  /^```/m, // code fence
  /\[[^\]\n]+\]\([^)\s]+\)/, // link
  /^\s*[-*+]\s+\S[\s\S]*^\s*[-*+]\s+\S/m, // a list of two or more items
];

function looksLikeMarkdown(text: string): boolean {
  const sample = text.slice(0, 65_536);
  return MARKDOWN_SIGNS.some((sign) => sign.test(sample));
}
