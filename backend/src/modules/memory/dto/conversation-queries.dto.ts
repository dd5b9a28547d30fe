import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsString, Length } from 'class-validator';
import { Optional } from '../../../common/validation/optional';
import { ApiTextRule, TextRule, ValidText } from '../../../common/validation/text-rule';
import { collapseWhitespace } from '../conversation-text';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
export const TITLE_MAX_LENGTH = 100;

export const CONVERSATION_MESSAGES = {
  search: `Search must be ${SEARCH_MIN_LENGTH} to ${SEARCH_MAX_LENGTH} characters`,
  title: 'Title is required',
  format: 'format must be markdown or json',
} as const;

/** A conversation's title as its owner writes it (shared with the frontend through gen:api). */
export const TITLE_RULE: TextRule = {
  minLength: 1,
  maxLength: TITLE_MAX_LENGTH,
  tooShort: 'Title cannot be blank',
  tooLong: `Title must be at most ${TITLE_MAX_LENGTH} characters`,
  checks: [],
};

/** Trimmed and on one line; anything but a string is left for the validators to refuse. */
const oneLine = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? collapseWhitespace(value) : value;

/** `GET /api/memory/conversations`: the whole list, or with `search` the matching ones. */
export class ConversationListQueryDto {
  @ApiPropertyOptional({
    minLength: SEARCH_MIN_LENGTH,
    maxLength: SEARCH_MAX_LENGTH,
    description:
      'Case-insensitive text to find in titles and message content (decrypted on the server, your conversations only); blank: the whole list',
  })
  @Optional()
  @Transform(({ value }: { value: unknown }) => {
    const text = oneLine({ value });
    return text === '' ? undefined : text;
  })
  @IsString({ message: CONVERSATION_MESSAGES.search })
  @Length(SEARCH_MIN_LENGTH, SEARCH_MAX_LENGTH, { message: CONVERSATION_MESSAGES.search })
  search?: string;
}

export class RenameConversationDto {
  @ApiTextRule(TITLE_RULE, {
    example: 'Pricing questions',
    description: 'Trimmed, whitespace collapsed to one line',
  })
  @Transform(oneLine)
  @ValidText(TITLE_RULE, { required: CONVERSATION_MESSAGES.title })
  title: string;
}

export const EXPORT_FORMATS = ['markdown', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export class ConversationExportQueryDto {
  @ApiPropertyOptional({ enum: EXPORT_FORMATS, default: 'markdown' })
  @Optional()
  @IsIn(EXPORT_FORMATS, { message: CONVERSATION_MESSAGES.format })
  format: ExportFormat = 'markdown';
}
