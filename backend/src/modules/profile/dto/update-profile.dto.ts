import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Matches, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { Optional } from '../../../common/validation/optional';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
// An emptied email field means "remove my email".
const emptyToNull = ({ value }: { value: unknown }) => {
  const v = trim({ value });
  return v === '' ? null : v;
};

/** Only the fields the user changed are sent; an absent field stays as it is. */
export class UpdateProfileDto {
  @ApiPropertyOptional({ minLength: 3, maxLength: 50 })
  @Transform(trim)
  @Optional()
  @IsString({ message: 'Username must be at least 3 characters' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(50, { message: 'Username must be less than 50 characters' })
  @Matches(/^[A-Za-z0-9._-]+$/, {
    message: 'Username may only contain letters, numbers, dots, dashes and underscores',
  })
  username?: string;

  @ApiPropertyOptional({
    maxLength: 254,
    nullable: true,
    type: String,
    description: 'Empty or null removes the email',
  })
  @Transform(emptyToNull)
  @ValidateIf((_, v) => v !== null && v !== undefined)
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(254, { message: 'Email is too long' })
  email?: string | null;

  @ApiPropertyOptional({
    maxLength: 100,
    description:
      'Required when `email` changes (re-authentication for a sensitive change); ignored otherwise',
  })
  @Optional()
  @IsString({ message: 'Current password is required' })
  @MaxLength(100, { message: 'Password must be at most 100 characters' })
  currentPassword?: string;
}
