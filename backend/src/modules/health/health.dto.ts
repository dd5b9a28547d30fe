import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class HealthCheckDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status: 'up' | 'down';

  @ApiProperty()
  latencyMs: number;
}

export class HealthChecksDto {
  @ApiProperty({ type: HealthCheckDto })
  database: HealthCheckDto;

  @ApiPropertyOptional({ type: HealthCheckDto, description: 'Present when REDIS_URL is set' })
  redis?: HealthCheckDto;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ type: HealthChecksDto })
  checks: HealthChecksDto;
}
