import Busboy, { BusboyFileStream, BusboyHeaders, BusboyInstance } from '@fastify/busboy';
import { FastifyRequest } from 'fastify';
import { isMultipartRequest } from '../../../common/http/multipart-body';
import { AppError } from '../../../common/errors/app-error';
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
const LIMITS = { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 6 };
// eslint-disable-next-line no-control-regex -- control characters are what a name must not hold
const CONTROL = /[\u0000-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Reads the multipart body: the `file` field (at most MAX_DOCUMENT_BYTES, else 413 before the
 * rest is read) and an optional `title`, in either order. Every refusal is an AppError.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!isMultipartRequest(request)) throw KnowledgeErrors.multipartRequired();
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_DOCUMENT_BYTES + FRAMING_BYTES) throw KnowledgeErrors.tooLarge();
  const { file, title } = await readParts(request);
  if (!file) throw KnowledgeErrors.fileRequired();
  if (file.bytes.length === 0) throw KnowledgeErrors.empty();
  return { bytes: file.bytes, name: documentName(title, file.filename) };
}

interface Parts {
  file?: { bytes: Buffer; filename: string };
  title?: string;
}

/** Streams the body through busboy; the first refusal stops reading and rejects. */
function readParts(request: FastifyRequest): Promise<Parts> {
  return new Promise((resolve, reject) => {
    const parts: Parts = {};
    let settled = false;
    let busboy: BusboyInstance;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      request.raw.unpipe(busboy);
      // The rest of the body is discarded; Node reads it off the connection after the answer.
      request.raw.resume();
      reject(error);
    };
    const malformed = () =>
      fail(KnowledgeErrors.invalidUpload('The upload was incomplete or malformed. Try again.'));
    try {
      busboy = new Busboy({ headers: request.headers as BusboyHeaders, limits: LIMITS });
    } catch {
      // No boundary, or a type busboy cannot read.
      return reject(KnowledgeErrors.multipartRequired());
    }
    busboy.on('file', (fieldname: string, stream: BusboyFileStream, filename?: string) => {
      if (fieldname !== 'file') {
        stream.resume();
        return fail(KnowledgeErrors.invalidUpload('Send the file in the field "file".'));
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(KnowledgeErrors.tooLarge()));
      // A body cut off inside the file: without this listener the error would end the process.
      stream.on('error', malformed);
      stream.on('end', () => {
        parts.file = { bytes: Buffer.concat(chunks), filename: filename ?? '' };
      });
    });
    busboy.on('field', (fieldname: string, value: string) => {
      if (fieldname === 'title') parts.title = String(value);
    });
    busboy.on('filesLimit', () => fail(KnowledgeErrors.invalidUpload('Send one file at a time.')));
    const onlyFileAndTitle = () =>
      fail(KnowledgeErrors.invalidUpload('Send only the fields "file" and "title".'));
    busboy.on('partsLimit', onlyFileAndTitle);
    busboy.on('fieldsLimit', onlyFileAndTitle);
    busboy.on('error', malformed);
    busboy.on('finish', () => {
      if (settled) return;
      settled = true;
      resolve(parts);
    });
    request.raw.on('aborted', malformed);
    request.raw.pipe(busboy);
  });
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
