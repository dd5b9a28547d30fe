import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

export const KnowledgeErrors = {
  /** Also the answer for another organization's document: its existence is not revealed. */
  notFound: () => new AppError(HttpStatus.NOT_FOUND, 'DOCUMENT_NOT_FOUND', 'Document not found'),
  tooLarge: () =>
    new AppError(
      HttpStatus.PAYLOAD_TOO_LARGE,
      'DOCUMENT_TOO_LARGE',
      'The file is larger than 25 MB. Split it or upload a smaller version.',
    ),
  unsupportedType: () =>
    new AppError(
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
      'UNSUPPORTED_DOCUMENT_TYPE',
      'Upload a PDF, Word (DOCX), Markdown, HTML or plain-text file.',
    ),
  multipartRequired: () =>
    new AppError(
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
      'MULTIPART_REQUIRED',
      'Send the document as multipart/form-data, in the field "file".',
    ),
  fileRequired: () =>
    new AppError(HttpStatus.BAD_REQUEST, 'DOCUMENT_FILE_REQUIRED', 'Choose a file to upload.'),
  empty: () => new AppError(HttpStatus.BAD_REQUEST, 'EMPTY_DOCUMENT', 'The file is empty.'),
  invalidUpload: (reason: string) => new AppError(HttpStatus.BAD_REQUEST, 'INVALID_UPLOAD', reason),
  invalidTitle: () =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'INVALID_DOCUMENT_TITLE',
      'The title must be at most 200 characters of ordinary text.',
    ),
};
