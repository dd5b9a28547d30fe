import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Longest stored message; longer assistant answers are cut to this when stored. */
export const MAX_MESSAGE_LENGTH = 20_000;

export const MESSAGE_MESSAGES = {
  content: 'Message content is required',
  blank: 'Message content cannot be blank',
  length: `Message must be at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters`,
} as const;

export class UpdateMessageDto {
  @ApiProperty({ maxLength: MAX_MESSAGE_LENGTH, description: 'Trimmed; must not be blank' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: MESSAGE_MESSAGES.content })
  @IsNotEmpty({ message: MESSAGE_MESSAGES.blank })
  @MaxLength(MAX_MESSAGE_LENGTH, { message: MESSAGE_MESSAGES.length })
  content: string;
}
