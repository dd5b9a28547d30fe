import { applyDecorators } from '@nestjs/common';
import { IsDefined, ValidateIf } from 'class-validator';

/**
 * An optional field: an absent property skips validation, but `null` is refused with a clear
 * message. class-validator's @IsOptional() skips null too, which let null reach NOT NULL columns
 * (a 500). Where null has a meaning ("remove my e-mail"), say so with an explicit ValidateIf.
 */
export const Optional = (): PropertyDecorator =>
  applyDecorators(
    ValidateIf((_object, value) => value !== undefined),
    IsDefined({ message: '$property must not be null' }),
  );
