/** A document that cannot be read, with a reason the owner can act on (shown on the page). */
export class DocumentReadError extends Error {}

export const READ_FAILURES = {
  passwordProtected: () =>
    new DocumentReadError(
      'The PDF is password-protected. Remove the password and upload it again.',
    ),
  damagedPdf: () =>
    new DocumentReadError('The file is not a readable PDF; it may be damaged or incomplete.'),
  damagedDocx: () =>
    new DocumentReadError('The file is not a readable Word document; it may be damaged.'),
  expandsTooMuch: (limitMb: number) =>
    new DocumentReadError(
      `The Word document unpacks to more than ${limitMb} MB, so it was not read.`,
    ),
  noText: () =>
    new DocumentReadError(
      'No text was found in the document. A scanned PDF needs text recognition (OCR) first.',
    ),
  tooMuchText: (maxChunks: number) =>
    new DocumentReadError(
      `The document has more text than one document may hold (over ${maxChunks.toLocaleString('en-US')} passages). Split it and upload the parts.`,
    ),
  timedOut: (seconds: number) =>
    new DocumentReadError(
      `Reading the document took longer than ${seconds} seconds, so it was stopped. The file may be damaged or too complex.`,
    ),
  outOfMemory: (megabytes: number) =>
    new DocumentReadError(
      `Reading the document needed more than ${megabytes} MB of memory, so it was stopped. The file may be damaged or too complex.`,
    ),
  interrupted: () =>
    new DocumentReadError(
      'Processing was interrupted twice (the server restarted). Upload the file again.',
    ),
  unreadable: (detail: string) =>
    new DocumentReadError(`The document could not be read: ${detail.slice(0, 200)}`),
};
