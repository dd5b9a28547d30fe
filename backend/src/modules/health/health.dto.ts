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
  @ApiProperty({
    enum: ['ok', 'error', 'draining'],
    description: 'draining: shutting down (SIGTERM); balancers should send elsewhere',
  })
  status: 'ok' | 'error' | 'draining';

  @ApiProperty({ type: HealthChecksDto })
  checks: HealthChecksDto;
}

export class LivenessDto {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}
