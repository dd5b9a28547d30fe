import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';

export const MAX_TOKEN_MODELS = 50;

/**
 * `models` on a token (issue 40 item 3): the served names or aliases it may call through
 * /api/v1; null or absent: every model its user may use. Names are not checked against the
 * organization's servers (a model may be added later); an unknown one simply never answers.
 */
export function TokenModels(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      type: [String],
      nullable: true,
      required: false,
      example: ['llama3.1:8b'],
      description:
        'The models this token may call through /api/v1; null or absent: every model its user may use',
    }),
    // Absent keeps the list; null means no list (every model the user may use).
    ValidateIf((_object, value) => value !== undefined && value !== null),
    IsArray({ message: 'models must be a list of model names, or null' }),
    ArrayNotEmpty({ message: 'models must name at least one model, or be null' }),
    ArrayMaxSize(MAX_TOKEN_MODELS, {
      message: `models may name at most ${MAX_TOKEN_MODELS} models`,
    }),
    ArrayUnique({ message: 'Each model may be given once' }),
    IsString({ each: true, message: 'Each model must be a name' }),
    MinLength(1, { each: true, message: 'A model name cannot be empty' }),
    MaxLength(200, { each: true, message: 'A model name must be at most 200 characters' }),
  );
}
