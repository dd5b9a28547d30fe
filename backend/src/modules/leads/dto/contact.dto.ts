import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { trim, trimToUndefined } from './transforms';
import { Optional } from '../../../common/validation/optional';

/** Spec §5 limits, shared with the client schema's messages. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  company: 100,
  messageMin: 10,
  message: 1000,
};
export const HONEYPOT_MESSAGE = 'This field should be empty';

export class ContactDto {
  @ApiProperty({ maxLength: 100, example: 'Dana Whitfield' })
  @Transform(trim)
  @IsString({ message: 'Name is required' })
  @IsNotEmpty({ message: 'Name is required' })
  @MaxLength(CONTACT_LIMITS.name, { message: 'Name is too long' })
  name: string;

  @ApiProperty({ maxLength: 254, example: 'dana@agency.gov' })
  @Transform(trim)
  @IsEmail({}, { message: 'Valid email is required' })
  @MaxLength(CONTACT_LIMITS.email, { message: 'Email is too long' })
  email: string;

  @ApiPropertyOptional({ maxLength: 100 })
  @Transform(trimToUndefined)
  @Optional()
  @IsString({ message: 'Company name is too long' })
  @MaxLength(CONTACT_LIMITS.company, { message: 'Company name is too long' })
  company?: string;

  @ApiProperty({ minLength: 10, maxLength: 1000 })
  @Transform(trim)
  @IsString({ message: 'Message must be at least 10 characters' })
  @MinLength(CONTACT_LIMITS.messageMin, { message: 'Message must be at least 10 characters' })
  @MaxLength(CONTACT_LIMITS.message, { message: 'Message is too long' })
  message: string;

  /** Honeypot: hidden from people, filled in by naive bots. */
  @ApiPropertyOptional({ maxLength: 0, description: 'Honeypot; must be empty' })
  @Optional()
  @IsString({ message: HONEYPOT_MESSAGE })
  @MaxLength(0, { message: HONEYPOT_MESSAGE })
  website?: string;

  /** Honeypot: hidden from people, filled in by naive bots. */
  @ApiPropertyOptional({ maxLength: 0, description: 'Honeypot; must be empty' })
  @Optional()
  @IsString({ message: HONEYPOT_MESSAGE })
  @MaxLength(0, { message: HONEYPOT_MESSAGE })
  phone?: string;
}
