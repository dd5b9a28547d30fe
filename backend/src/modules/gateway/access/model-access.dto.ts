import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsString,
  MaxLength,
  MinLength,
} from 'class-validator';
import { Optional } from '../../../common/validation/optional';

export const MAX_ALIASES = 20;
export const MAX_FALLBACKS = 10;

const ACCESS_SCHEMA = {
  oneOf: [
    { type: 'string', enum: ['everyone'] },
    {
      type: 'object',
      properties: { teams: { type: 'array', items: { type: 'string', format: 'uuid' } } },
      required: ['teams'],
    },
  ],
};

export type ModelAccessRule = 'everyone' | { teams: string[] };

/** One served model with its rule (GET /api/organizations/models). */
export class OrganizationModelDto {
  @ApiProperty({ example: 'llama3.1:8b', description: 'The name the servers serve' })
  model: string;

  @ApiProperty({
    ...ACCESS_SCHEMA,
    description: '"everyone", or the teams whose members may call it',
  })
  access: ModelAccessRule;

  @ApiProperty({ type: [String], example: ['gpt-4o-mini'] })
  aliases: string[];

  @ApiProperty({
    type: [String],
    description: 'Models that answer, in order, when none of its servers can',
  })
  fallbacks: string[];

  @ApiProperty({ description: 'How many of the organization’s servers (not stopped) serve it' })
  servers: number;
}

/** PUT /api/organizations/models/{model}: an absent field keeps its current value. */
export class PutModelAccessDto {
  @ApiProperty({ ...ACCESS_SCHEMA, required: false })
  @Optional()
  access?: unknown;

  @ApiProperty({ type: [String], required: false, maxItems: MAX_ALIASES })
  @Optional()
  @IsArray({ message: 'aliases must be a list of names' })
  @ArrayMaxSize(MAX_ALIASES, { message: `At most ${MAX_ALIASES} aliases` })
  @ArrayUnique({ message: 'Each alias may be given once' })
  @IsString({ each: true, message: 'Each alias must be a name' })
  @MinLength(1, { each: true, message: 'An alias cannot be empty' })
  @MaxLength(200, { each: true, message: 'An alias must be at most 200 characters' })
  aliases?: string[];

  @ApiProperty({ type: [String], required: false, maxItems: MAX_FALLBACKS })
  @Optional()
  @IsArray({ message: 'fallbacks must be a list of model names' })
  @ArrayMaxSize(MAX_FALLBACKS, { message: `At most ${MAX_FALLBACKS} fallbacks` })
  @ArrayUnique({ message: 'Each fallback may be given once' })
  @IsString({ each: true, message: 'Each fallback must be a model name' })
  @MinLength(1, { each: true, message: 'A fallback cannot be empty' })
  fallbacks?: string[];
}
