import { HttpStatus } from '@nestjs/common';
import { AppError, validationFailed } from '../../common/errors/app-error';

/** Errors of the assistants' routes; the client branches on `code`. */
export const AssistantsErrors = {
  /** Answered before any byte of the stream is written. */
  unknownAssistant: (name: string) =>
    new AppError(HttpStatus.NOT_FOUND, 'ASSISTANT_NOT_FOUND', `Unknown assistant "${name}"`),
  /** Also for a model the member may not use: never reveal it exists (as the gateway's 404). */
  modelNotFound: (model: string) =>
    new AppError(
      HttpStatus.NOT_FOUND,
      'MODEL_NOT_FOUND',
      `The model \`${model}\` does not exist or you do not have access to it.`,
    ),
  /** The plain chat has no assistant behind it to choose a model. */
  chooseModel: () => validationFailed(['Choose a model']),
  /** Questions arrive only as JSON, which also keeps cross-site HTML forms out. */
  notJson: () =>
    new AppError(
      HttpStatus.UNSUPPORTED_MEDIA_TYPE,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the question as application/json',
    ),
};
