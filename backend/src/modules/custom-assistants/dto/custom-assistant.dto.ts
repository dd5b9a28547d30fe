import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotIn,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { Optional } from '../../../common/validation/optional';
import { ApiTextRule, ValidText } from '../../../common/validation/text-rule';
import { ACCESS_SCHEMA, AssistantAccess, IsAssistantAccess } from './assistant-access';
import { IsKnowledgeScope } from './knowledge-scope';
import {
  ASSISTANT_ICONS,
  AssistantIcon,
  COLOR_RULE,
  DESCRIPTION_RULE,
  INSTRUCTIONS_RULE,
  KNOWLEDGE_SCOPES,
  KnowledgeScope,
  MAX_SCOPED_DOCUMENTS,
  MAX_STARTERS,
  NAME_RULE,
  RESERVED_SLUGS,
  SLUG_RULE,
} from './assistant-rules';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const lower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;
const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)) : value;

/** The schema of a knowledge scope; IsKnowledgeScope (knowledge-scope.ts) validates it. */
export class KnowledgeScopeDto {
  @ApiProperty({ enum: KNOWLEDGE_SCOPES })
  scope: KnowledgeScope;

  @ApiProperty({
    type: [String],
    format: 'uuid',
    maxItems: MAX_SCOPED_DOCUMENTS,
    description: "The organization's knowledge documents; only with the 'documents' scope",
  })
  documentIds?: string[];
}

export class CustomAssistantDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'hr-helper' }) slug: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: ASSISTANT_ICONS }) icon: AssistantIcon;
  @ApiProperty({ example: '#4f46e5' }) color: string;
  @ApiProperty({ description: 'The system prompt' }) instructions: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "null: the organization's default model",
  })
  model: string | null;
  @ApiProperty({ type: KnowledgeScopeDto }) knowledge: KnowledgeScopeDto;
  @ApiProperty({ type: [String] }) starters: string[];
  @ApiProperty({
    ...ACCESS_SCHEMA,
    description: '"everyone", or the teams whose members may use it',
  })
  access: AssistantAccess;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class CustomAssistantResponseDto {
  @ApiProperty({ type: CustomAssistantDto }) assistant: CustomAssistantDto;
}

export class CustomAssistantListDto {
  @ApiProperty({ type: [CustomAssistantDto], description: 'By name' })
  assistants: CustomAssistantDto[];
}

/** Each field's rules; `optional` for PATCH (and for the fields a creation may leave out). */
const Field = {
  slug: (optional: boolean) =>
    applyDecorators(
      ApiTextRule(SLUG_RULE, { required: !optional, example: 'hr-helper' }),
      Transform(trim),
      ...(optional ? [Optional()] : []),
      ValidText(SLUG_RULE),
      IsNotIn(RESERVED_SLUGS, {
        message: `This slug is reserved for a built-in assistant (${RESERVED_SLUGS.join(', ')})`,
      }),
    ),
  text: (rule: typeof NAME_RULE, optional: boolean) =>
    applyDecorators(
      ApiTextRule(rule, { required: !optional }),
      Transform(trim),
      ...(optional ? [Optional()] : []),
      ValidText(rule),
    ),
  icon: () =>
    applyDecorators(
      ApiProperty({ enum: ASSISTANT_ICONS, required: false }),
      Optional(),
      IsIn(ASSISTANT_ICONS, { message: `Icon must be one of ${ASSISTANT_ICONS.join(', ')}` }),
    ),
  color: () =>
    applyDecorators(
      ApiTextRule(COLOR_RULE, { required: false, example: '#4f46e5' }),
      Transform(lower),
      Optional(),
      ValidText(COLOR_RULE),
    ),
  model: () =>
    applyDecorators(
      ApiProperty({
        type: String,
        nullable: true,
        required: false,
        maxLength: 200,
        description: "null: the organization's default model",
      }),
      Transform(trim),
      ValidateIf((_, value) => value !== null && value !== undefined),
      IsString({ message: 'Model must be a model name or null' }),
      MinLength(1, { message: 'Model must be a model name or null' }),
      MaxLength(200, { message: 'Model must be at most 200 characters' }),
    ),
  knowledge: () =>
    applyDecorators(
      ApiProperty({ type: KnowledgeScopeDto, required: false }),
      Optional(),
      IsKnowledgeScope(),
    ),
  starters: () =>
    applyDecorators(
      ApiProperty({ type: [String], required: false, maxItems: MAX_STARTERS }),
      Transform(trimEach),
      Optional(),
      IsArray({ message: 'starters must be a list of questions' }),
      ArrayMaxSize(MAX_STARTERS, { message: `At most ${MAX_STARTERS} starter questions` }),
      IsString({ each: true, message: 'Each starter question must be text' }),
      MinLength(1, { each: true, message: 'A starter question cannot be empty' }),
      MaxLength(200, { each: true, message: 'A starter question must be at most 200 characters' }),
    ),
  access: () =>
    applyDecorators(
      ApiProperty({ ...ACCESS_SCHEMA, required: false }),
      Optional(),
      IsAssistantAccess(),
    ),
};

/** Only slug and name are required: the rest start as no instructions, everyone, all documents. */
export class CreateCustomAssistantDto {
  @Field.slug(false) slug: string;
  @Field.text(NAME_RULE, false) name: string;
  @Field.text(DESCRIPTION_RULE, true) description?: string;
  @Field.icon() icon?: AssistantIcon;
  @Field.color() color?: string;
  @Field.text(INSTRUCTIONS_RULE, true) instructions?: string;
  @Field.model() model?: string | null;
  @Field.knowledge() knowledge?: KnowledgeScopeDto;
  @Field.starters() starters?: string[];
  @Field.access() access?: AssistantAccess;
}

/** Each field absent stays; `model: null` returns to the organization's default model. */
export class UpdateCustomAssistantDto {
  @Field.slug(true) slug?: string;
  @Field.text(NAME_RULE, true) name?: string;
  @Field.text(DESCRIPTION_RULE, true) description?: string;
  @Field.icon() icon?: AssistantIcon;
  @Field.color() color?: string;
  @Field.text(INSTRUCTIONS_RULE, true) instructions?: string;
  @Field.model() model?: string | null;
  @Field.knowledge() knowledge?: KnowledgeScopeDto;
  @Field.starters() starters?: string[];
  @Field.access() access?: AssistantAccess;
}
