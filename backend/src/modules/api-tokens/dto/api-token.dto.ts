import { ApiProperty } from '@nestjs/swagger';
import { TOKEN_SCOPES, TokenScope } from '../../access/token-grant';
import { LimitSetDto } from '../../../common/dto/limit-set.dto';

/** A token as the list shows it: never the secret or its hash. */
export class ApiTokenDto {
  @ApiProperty()
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({
    example: 'ikt_Ab3dE5gH',
    description: 'The start of the token, to tell tokens apart',
  })
  prefix: string;

  @ApiProperty({ enum: TOKEN_SCOPES, isArray: true })
  scopes: TokenScope[];

  @ApiProperty({
    type: [String],
    nullable: true,
    description:
      'The models this token may call through /api/v1; null or absent: every model its user may use',
  })
  models: string[] | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'null: never' })
  expiresAt: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  lastUsedAt: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastUsedIp: string | null;

  @ApiProperty({ type: LimitSetDto, description: "The token's own limits (null: none)" })
  limits: LimitSetDto;
}

export class ApiTokenListDto {
  @ApiProperty({ type: [ApiTokenDto] })
  tokens: ApiTokenDto[];
}

/** The answer to a create: the only time the secret is ever shown. */
export class CreatedApiTokenDto {
  @ApiProperty({ description: 'The secret, shown once: send it as Authorization: Bearer <token>' })
  token: string;

  @ApiProperty()
  id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ enum: TOKEN_SCOPES, isArray: true })
  scopes: TokenScope[];

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  expiresAt: string | null;

  @ApiProperty({
    type: [String],
    nullable: true,
    description:
      'The models this token may call through /api/v1; null or absent: every model its user may use',
  })
  models: string[] | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: LimitSetDto, description: "The token's own limits (null: none)" })
  limits: LimitSetDto;
}
