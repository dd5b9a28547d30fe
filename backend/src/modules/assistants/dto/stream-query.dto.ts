import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export const MAX_QUERY_LENGTH = 2000;
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** The demo question. Checked by StreamQueryPipe on the hot path; this class is the contract. */
export class StreamQueryDto {
  @ApiProperty({ example: 'How is IronKeep priced?', maxLength: MAX_QUERY_LENGTH })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Please enter a question' })
  @IsNotEmpty({ message: 'Please enter a question' })
  @MaxLength(MAX_QUERY_LENGTH, {
    message: `Question must be at most ${MAX_QUERY_LENGTH} characters`,
  })
  query: string;

  @ApiProperty({ example: 'demobrain1732234300000abcd1234', maxLength: 100 })
  @IsString({ message: 'sessionId is required' })
  @Matches(SESSION_ID_PATTERN, {
    message: 'sessionId must be 1-100 letters, digits, "_" or "-"',
  })
  sessionId: string;
}

/** The validated body as the handler receives it (a type, so the global ValidationPipe skips it). */
export type StreamQuery = Pick<StreamQueryDto, 'query' | 'sessionId'>;
