import { ApiProperty } from '@nestjs/swagger';
import { LIMIT_KINDS } from '../../../common/dto/limit-set.dto';

export class MyModelDto {
  @ApiProperty({ example: 'gpt-4o-mini', description: 'The name to call: a model or an alias' })
  id: string;

  @ApiProperty({ example: 'llama3.1:8b', description: 'The served model that answers it' })
  model: string;

  @ApiProperty({ description: 'At least one of its servers can answer now' })
  available: boolean;
}

export class MyLimitUseDto {
  @ApiProperty({ enum: LIMIT_KINDS })
  kind: (typeof LIMIT_KINDS)[number];

  @ApiProperty() limit: number;

  @ApiProperty({ description: 'Tokens, requests or open calls counted so far' })
  used: number;

  @ApiProperty() remaining: number;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'When the minute window or the month ends; null for open calls',
  })
  resetsAt: string | null;
}

export class MyLimitDto {
  @ApiProperty({ enum: ['organization', 'team', 'member'] })
  level: 'organization' | 'team' | 'member';

  @ApiProperty({ type: String, nullable: true, description: "The team's name; null otherwise" })
  name: string | null;

  @ApiProperty({ type: [MyLimitUseDto] })
  uses: MyLimitUseDto[];
}

export class MyAccessDto {
  @ApiProperty({ type: [MyModelDto], description: 'What the member may call now, by name' })
  models: MyModelDto[];

  @ApiProperty({
    type: [MyLimitDto],
    description:
      "The organization's monthly allowance, the member's own limits and each of their teams'; " +
      'the strictest applies. Empty: no limit.',
  })
  limits: MyLimitDto[];
}
