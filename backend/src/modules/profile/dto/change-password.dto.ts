import { ApiProperty } from '@nestjs/swagger';
import {
  IsString,
  MaxLength,
  MinLength,
  registerDecorator,
  ValidationArguments,
} from 'class-validator';

/** The property must equal another property of the same object (confirmation fields). */
function MatchesProperty(other: string, message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'matchesProperty',
      target: target.constructor,
      propertyName,
      constraints: [other],
      options: { message },
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[other],
      },
    });
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString({ message: 'Current password is required' })
  @MinLength(1, { message: 'Current password is required' })
  @MaxLength(100, { message: 'Password must be at most 100 characters' })
  currentPassword: string;

  @ApiProperty({ minLength: 8, maxLength: 100 })
  @IsString({ message: 'Password must be at least 8 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(100, { message: 'Password must be at most 100 characters' })
  newPassword: string;

  @ApiProperty()
  @IsString({ message: 'Password confirmation is required' })
  @MinLength(1, { message: 'Password confirmation is required' })
  @MatchesProperty('newPassword', "Passwords don't match")
  confirmPassword: string;
}
