import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../../common/errors/app-error';

export const TeamsErrors = {
  /** Also the answer for another organisation's team: never reveal it exists. */
  notFound: () => new AppError(HttpStatus.NOT_FOUND, 'TEAM_NOT_FOUND', 'Team not found'),
  nameTaken: (name: string) =>
    new AppError(HttpStatus.CONFLICT, 'TEAM_NAME_TAKEN', `A team named "${name}" already exists`),
};
