import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

export const CustomAssistantsErrors = {
  /** Also the answer for one the member may not use, or another organization's. */
  notFound: () => new AppError(HttpStatus.NOT_FOUND, 'ASSISTANT_NOT_FOUND', 'Assistant not found'),
  slugTaken: () =>
    new AppError(
      HttpStatus.CONFLICT,
      'ASSISTANT_SLUG_TAKEN',
      'An assistant with this slug already exists',
    ),
  unknownTeams: (ids: readonly string[]) =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'TEAM_NOT_FOUND',
      `No team of the organization has the id ${ids.map((id) => `"${id}"`).join(', ')}`,
    ),
  unknownDocuments: (ids: readonly string[]) =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'DOCUMENT_NOT_FOUND',
      `No knowledge document of the organization has the id ${ids.map((id) => `"${id}"`).join(', ')}`,
    ),
};
