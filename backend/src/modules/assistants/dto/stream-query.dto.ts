import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { Optional } from '../../../common/validation/optional';

export const MAX_QUERY_LENGTH = 2000;
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
/** A model name as the servers serve it: one line, at most 200 characters. */
export const MODEL_PATTERN = /^\S.{0,199}$/;

/** Shared with StreamQueryPipe, which must answer with exactly these. */
export const STREAM_QUERY_MESSAGES = {
  query: 'Please enter a question',
  queryLength: `Question must be at most ${MAX_QUERY_LENGTH} characters`,
  sessionId: 'sessionId is required',
  sessionIdPattern: 'sessionId must be 1-100 letters, digits, "_" or "-"',
  model: 'model must be a model name of at most 200 characters',
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

  @ApiPropertyOptional({
    example: 'llama3.1:8b',
    maxLength: 200,
    description:
      "Which of the member's models answers: required for 'chat', optional for a built-in assistant (default: the organization's model), ignored for a custom assistant (it has its own)",
  })
  @Optional()
  @Matches(MODEL_PATTERN, { message: MESSAGES.model })
  model?: string;
}

/** The validated body as the handler receives it (a type, so the global ValidationPipe skips it). */
export type StreamQuery = Pick<StreamQueryDto, 'query' | 'sessionId' | 'model'>;
