import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Optional } from '../../../common/validation/optional';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = ({ value }: { value: unknown }) => {
  const v = trim({ value });
  return v === '' || v === null ? undefined : v;
};

export class RegisterDto {
  @ApiProperty({ minLength: 3, maxLength: 50, example: 'alice' })
  @Transform(trim)
  @IsString({ message: 'Username is required' })
  @MinLength(3, { message: 'Username must be at least 3 characters' })
  @MaxLength(50, { message: 'Username must be less than 50 characters' })
  @Matches(/^[A-Za-z0-9._-]+$/, {
    message: 'Username may only contain letters, numbers, dots, dashes and underscores',
  })
  username: string;

  @ApiPropertyOptional({ maxLength: 254, example: 'alice@example.com' })
  @Transform(emptyToUndefined)
  @Optional()
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(254, { message: 'Email is too long' })
  email?: string;

  @ApiProperty({ minLength: 8, maxLength: 100 })
  @IsString({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(100, { message: 'Password must be at most 100 characters' })
  password: string;
}
