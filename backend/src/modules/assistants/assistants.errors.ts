import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

/** Errors of the assistants' routes; the client branches on `code`. */
export const AssistantsErrors = {
  /** Answered before any byte of the stream is written. */
  unknownAssistant: (name: string) =>
    new AppError(HttpStatus.NOT_FOUND, 'ASSISTANT_NOT_FOUND', `Unknown assistant "${name}"`),
  /** Questions arrive only as JSON, which also keeps cross-site HTML forms out. */
  notJson: () =>
    new AppError(
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the question as application/json',
    ),
};
