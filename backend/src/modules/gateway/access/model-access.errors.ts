import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../../common/errors/app-error';

export const ModelAccessErrors = {
  notServed: (model: string) =>
    new AppError(
      HttpStatus.NOT_FOUND,
      'MODEL_NOT_SERVED',
      `No AI server of the organization serves "${model}"`,
    ),
  invalid: (message: string) =>
    new AppError(HttpStatus.BAD_REQUEST, 'INVALID_MODEL_ACCESS', message),
  unknownTeams: (ids: readonly string[]) =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'TEAM_NOT_FOUND',
      `No team of the organization has the id ${ids.map((id) => `"${id}"`).join(', ')}`,
    ),
  aliasTaken: (alias: string, why: string) =>
    new AppError(HttpStatus.CONFLICT, 'MODEL_ALIAS_TAKEN', `The alias "${alias}" ${why}`),
  unknownFallback: (name: string) =>
    new AppError(
      HttpStatus.BAD_REQUEST,
      'UNKNOWN_FALLBACK_MODEL',
      `The fallback "${name}" is neither a served model nor an alias of one`,
    ),
};
