import { HttpStatus } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error';

/** Errors of organisations and their members; the client branches on `code`. */
export const OrganizationsErrors = {
  /** Also the answer for an organisation the caller does not belong to: never reveal it exists. */
  notFound: () =>
    new AppError(HttpStatus.NOT_FOUND, 'ORGANIZATION_NOT_FOUND', 'Organization not found'),
  notMember: () =>
    new AppError(
      HttpStatus.NOT_FOUND,
      'NO_ORGANIZATION',
      'You are not a member of any organization. Choose a plan to create one.',
    ),
  notOwner: () =>
    new AppError(
      HttpStatus.FORBIDDEN,
      'NOT_ORGANIZATION_OWNER',
      'Only the organization owner can do this',
    ),
  notAdmin: () =>
    new AppError(
      HttpStatus.FORBIDDEN,
      'NOT_ORGANIZATION_ADMIN',
      'Only the organization owner or an administrator can do this',
    ),
  cannotChangeOwnerRole: () =>
    new AppError(
      HttpStatus.CONFLICT,
      'OWNER_ROLE_FIXED',
      'The owner stays the owner; choose admin or member for other members',
    ),
  slugTaken: (slug: string) =>
    new AppError(
      HttpStatus.CONFLICT,
      'SLUG_TAKEN',
      `The address "${slug}" is already taken. Choose another one.`,
    ),
  alreadyInOrganization: () =>
    new AppError(
      HttpStatus.CONFLICT,
      'ALREADY_IN_ORGANIZATION',
      'You already belong to an organization',
    ),
  userAlreadyInOrganization: (username: string) =>
    new AppError(
      HttpStatus.CONFLICT,
      'ALREADY_IN_ORGANIZATION',
      `${username} already belongs to an organization`,
    ),
  userNotFound: (username: string) =>
    new AppError(HttpStatus.NOT_FOUND, 'USER_NOT_FOUND', `No user named "${username}"`),
  memberNotFound: () => new AppError(HttpStatus.NOT_FOUND, 'MEMBER_NOT_FOUND', 'Member not found'),
  ownerCannotLeave: () =>
    new AppError(
      HttpStatus.CONFLICT,
      'OWNER_CANNOT_LEAVE',
      'The owner cannot leave or be removed from the organization',
    ),
};
