import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsDefined,
  IsIn,
  IsObject,
  IsString,
  MaxLength,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { LimitSetInputDto } from '../../../common/dto/limit-set.dto';
import { Optional } from '../../../common/validation/optional';
import { TOKEN_SCOPES, TokenScope } from '../../access/token-grant';
import { TOKEN_LIFETIMES_DAYS, TokenLifetimeDays } from '../api-token.rules';
import { TokenModels } from './token-models';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateApiTokenDto {
  @ApiProperty({ minLength: 1, maxLength: 100, example: 'CI deploy script' })
  @Transform(trim)
  @IsString({ message: 'Token name is required' })
  @MinLength(1, { message: 'Token name is required' })
  @MaxLength(100, { message: 'Token name must be at most 100 characters' })
  name: string;

  @ApiProperty({ enum: TOKEN_SCOPES, isArray: true, example: ['read'] })
  @IsArray({ message: 'Choose at least one scope: read, write or inference' })
  @ArrayNotEmpty({ message: 'Choose at least one scope: read, write or inference' })
  @ArrayMaxSize(TOKEN_SCOPES.length, { message: 'Each scope may be given once' })
  @ArrayUnique({ message: 'Each scope may be given once' })
  @IsIn(TOKEN_SCOPES, { each: true, message: 'Scopes must be read, write or inference' })
  scopes: TokenScope[];

  @ApiProperty({
    enum: TOKEN_LIFETIMES_DAYS,
    nullable: true,
    type: Number,
    description: 'Days until the token expires; null for a token that never expires',
  })
  @IsDefined({ message: 'expiresInDays must be 7, 30, 90, 365 or null' })
  @ValidateIf((_, value) => value !== null)
  @IsIn(TOKEN_LIFETIMES_DAYS, { message: 'expiresInDays must be 7, 30, 90, 365 or null' })
  expiresInDays: TokenLifetimeDays | null;

  @ApiProperty({
    type: LimitSetInputDto,
    required: false,
    description:
      "The token's own limits (docs/governance.md, Limits); the strictest applicable wins",
  })
  @Optional()
  @IsObject({ message: 'limits must be an object' })
  @ValidateNested()
  @Type(() => LimitSetInputDto)
  limits?: LimitSetInputDto;

  @TokenModels()
  models?: string[] | null;
}

/** PATCH /api/tokens/{id}: what may change on an existing token. */
export class UpdateApiTokenDto {
  @ApiProperty({ type: LimitSetInputDto, required: false, description: 'null removes one limit' })
  @Optional()
  @IsObject({ message: 'limits must be an object' })
  @ValidateNested()
  @Type(() => LimitSetInputDto)
  limits?: LimitSetInputDto;

  @TokenModels()
  models?: string[] | null;
}
