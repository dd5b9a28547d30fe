import { ValidationArguments, registerDecorator } from 'class-validator';

export type AssistantAccess = 'everyone' | { teams: string[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ACCESS_SCHEMA = {
  oneOf: [
    { type: 'string', enum: ['everyone'] },
    {
      type: 'object',
      properties: {
        teams: { type: 'array', items: { type: 'string', format: 'uuid' }, minItems: 1 },
      },
      required: ['teams'],
    },
  ],
};

/** Why `value` is not an access rule, or null. Whether the teams exist is the service's check. */
export function accessProblem(value: unknown): string | null {
  if (value === 'everyone') return null;
  const teams = (value as { teams?: unknown } | null)?.teams;
  if (
    typeof value !== 'object' ||
    value === null ||
    Object.keys(value).some((key) => key !== 'teams') ||
    !Array.isArray(teams) ||
    teams.some((id) => typeof id !== 'string' || !UUID.test(id))
  ) {
    return 'access must be "everyone" or {"teams": [team ids]}';
  }
  if (teams.length === 0) return 'Choose at least one team, or give access to everyone';
  return null;
}

/** class-validator for `'everyone' | { teams: [uuid, …] }` (a union it cannot express). */
export function IsAssistantAccess(): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isAssistantAccess',
      target: target.constructor,
      propertyName: propertyName as string,
      validator: {
        validate: (value: unknown) => accessProblem(value) === null,
        defaultMessage: (args?: ValidationArguments) => accessProblem(args?.value) ?? '',
      },
    });
}
