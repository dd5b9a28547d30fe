import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

export const MAX_QUERY_LENGTH = 2000;
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;

/** Shared with StreamQueryPipe, which must answer with exactly these. */
export const STREAM_QUERY_MESSAGES = {
  query: 'Please enter a question',
  queryLength: `Question must be at most ${MAX_QUERY_LENGTH} characters`,
  sessionId: 'sessionId is required',
  sessionIdPattern: 'sessionId must be 1-100 letters, digits, "_" or "-"',
} as const;
const MESSAGES = STREAM_QUERY_MESSAGES;

/** The demo question. Checked by StreamQueryPipe on the hot path; this class is the contract. */
export class StreamQueryDto {
  @ApiProperty({ example: 'How is IronKeep priced?', maxLength: MAX_QUERY_LENGTH })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: MESSAGES.query })
  @IsNotEmpty({ message: MESSAGES.query })
  @MaxLength(MAX_QUERY_LENGTH, { message: MESSAGES.queryLength })
  query: string;

  @ApiProperty({ example: 'demobrain1732234300000abcd1234', maxLength: 100 })
  @IsString({ message: MESSAGES.sessionId })
  @Matches(SESSION_ID_PATTERN, { message: MESSAGES.sessionIdPattern })
  sessionId: string;
}

/** The validated body as the handler receives it (a type, so the global ValidationPipe skips it). */
export type StreamQuery = Pick<StreamQueryDto, 'query' | 'sessionId'>;
