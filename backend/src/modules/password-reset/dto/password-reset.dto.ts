import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class RequestPasswordResetDto {
  @ApiProperty({ maxLength: 254 })
  @Transform(trim)
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(254, { message: 'Email is too long' })
  email: string;
}

export class ConfirmPasswordResetDto {
  @ApiProperty({ description: 'The token from the reset link (43 characters, base64url)' })
  @IsString({ message: 'This reset link is invalid, used or expired. Request a new one.' })
  @Matches(/^[A-Za-z0-9_-]{43}$/, {
    message: 'This reset link is invalid, used or expired. Request a new one.',
  })
  token: string;

  @ApiProperty({ minLength: 8, maxLength: 100 })
  @IsString({ message: 'Password must be at least 8 characters' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(100, { message: 'Password must be at most 100 characters' })
  newPassword: string;
}

export class AdminPasswordResetDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'userId must be a valid user id' })
  userId: string;
}

export const RESET_DELIVERIES = ['email', 'temporary_password'] as const;
export type ResetDelivery = (typeof RESET_DELIVERIES)[number];

export class AdminPasswordResetResponseDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ enum: RESET_DELIVERIES })
  delivery: ResetDelivery;

  @ApiProperty()
  message: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Shown once to the administrator when delivery is temporary_password; never stored or logged',
  })
  temporaryPassword: string | null;
}

export class PasswordResetRequestedDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ description: 'The same answer whether or not an account uses the address' })
  message: string;
}
