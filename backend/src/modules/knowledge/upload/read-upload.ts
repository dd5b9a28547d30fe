import { FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_BYTES } from '../document-types';
import { KnowledgeErrors } from '../knowledge.errors';

export interface Upload {
  bytes: Buffer;
  /** The title when one was given, else the file's own name. */
  name: string;
}

// Room for the multipart framing and a title around the file itself.
const FRAMING_BYTES = 64 * 1024;
const MAX_TITLE_CHARS = 200;
// eslint-disable-next-line no-control-regex -- control characters are what a name must not hold
const CONTROL = /[\u0000-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Reads the multipart body: the `file` field (at most MAX_DOCUMENT_BYTES, else 413 before the
 * rest is read) and an optional `title`, in either order. Every refusal is an AppError.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw KnowledgeErrors.multipartRequired();
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_DOCUMENT_BYTES + FRAMING_BYTES) throw KnowledgeErrors.tooLarge();
  let file: { bytes: Buffer; filename: string } | undefined;
  let title: string | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 6 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file')
          throw KnowledgeErrors.invalidUpload('Send the file in the field "file".');
        file = { bytes: await part.toBuffer(), filename: part.filename };
      } else if (part.fieldname === 'title') {
        title = String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file) throw KnowledgeErrors.fileRequired();
  if (file.bytes.length === 0) throw KnowledgeErrors.empty();
  return { bytes: file.bytes, name: documentName(title, file.filename) };
}

function documentName(title: string | undefined, filename: string): string {
  const given = title?.trim();
  if (given) {
    if (given.length > MAX_TITLE_CHARS || CONTROL.test(given) || LONE_SURROGATE.test(given)) {
      throw KnowledgeErrors.invalidTitle();
    }
    return given;
  }
  // Browsers send the bare name; anything before a slash is a client's path and is dropped.
  const base = [...(filename.split(/[\\/]/).pop() ?? '')]
    .filter((c) => !CONTROL.test(c) && !LONE_SURROGATE.test(c))
    .join('')
    .trim();
  return base.slice(0, MAX_TITLE_CHARS) || 'Untitled document';
}

/** @fastify/multipart's own errors, as our error shape. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return KnowledgeErrors.tooLarge();
  if (code === 'FST_FILES_LIMIT') return KnowledgeErrors.invalidUpload('Send one file at a time.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return KnowledgeErrors.invalidUpload('Send only the fields "file" and "title".');
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return KnowledgeErrors.multipartRequired();
  if (error instanceof Error && !('getStatus' in error)) {
    return KnowledgeErrors.invalidUpload('The upload was incomplete or malformed. Try again.');
  }
  return error;
}
