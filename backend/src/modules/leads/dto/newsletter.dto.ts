import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, MaxLength } from 'class-validator';
import { trim } from './transforms';

export class NewsletterDto {
  @ApiProperty({ maxLength: 254, example: 'ciso@hospital.org' })
  @Transform(trim)
  @IsEmail({}, { message: 'Valid email is required' })
  @MaxLength(254, { message: 'Email is too long' })
  email: string;
}
