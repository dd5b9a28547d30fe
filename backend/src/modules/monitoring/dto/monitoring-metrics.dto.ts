import { ApiProperty } from '@nestjs/swagger';

/** true = within its threshold (green dot), false = over it (red dot). */
export class MonitoringHealthChecksDto {
  @ApiProperty() memory: boolean;
  @ApiProperty() errorRate: boolean;
  @ApiProperty() responseTime: boolean;
  @ApiProperty() database: boolean;
  @ApiProperty({ description: "No customer's AI server is failing its health checks" })
  customerServers: boolean;
}

/** The limits the checks compare with (health-thresholds.ts), so a screen can say them. */
export class MonitoringHealthThresholdsDto {
  @ApiProperty({ description: 'memory is healthy below this usage, percent' })
  memoryUsagePercent: number;
  @ApiProperty({ description: 'errorRate is healthy below this share of 5xx answers, percent' })
  errorRatePercent: number;
  @ApiProperty({ description: 'responseTime is healthy below this mean, ms' })
  avgResponseTimeMs: number;
  @ApiProperty({ description: 'database is healthy below this failed-query share, percent' })
  dbErrorRatePercent: number;
}

export class MonitoringHealthDto {
  @ApiProperty({ enum: ['healthy', 'degraded'] }) status: 'healthy' | 'degraded';
  @ApiProperty({ type: MonitoringHealthChecksDto }) checks: MonitoringHealthChecksDto;
  @ApiProperty({ type: MonitoringHealthThresholdsDto })
  thresholds: MonitoringHealthThresholdsDto;
}

export class MonitoringMemoryDto {
  @ApiProperty({ description: 'Resident memory of the server process, bytes' }) used: number;
  @ApiProperty({ description: 'Memory available to the process (cgroup limit or RAM), bytes' })
  total: number;
  @ApiProperty({ description: 'used / total, percent' }) usage: number;
}

export class MonitoringRequestsDto {
  @ApiProperty({ description: 'HTTP requests handled since start' }) total: number;
}

export class MonitoringSystemMetricsDto {
  @ApiProperty({ description: 'Process uptime, seconds' }) uptime: number;
  @ApiProperty({ type: MonitoringMemoryDto }) memory: MonitoringMemoryDto;
  @ApiProperty({ type: MonitoringRequestsDto }) requests: MonitoringRequestsDto;
  @ApiProperty({ description: 'Share of requests answered 5xx, percent' }) errorRate: number;
  @ApiProperty({ description: 'Mean HTTP response time, ms' }) avgResponseTime: number;
}

export class MonitoringAuthMetricsDto {
  @ApiProperty() logins: number;
  @ApiProperty() twoFactorUses: number;
  @ApiProperty() failedAttempts: number;
}

export class MonitoringAiQueriesByTypeDto {
  @ApiProperty() brain: number;
  @ApiProperty() deploy: number;
}

export class MonitoringAiQueriesDto {
  @ApiProperty() total: number;
  @ApiProperty({
    description: 'Queries per assistant; brain and deploy always present, others once used',
    type: MonitoringAiQueriesByTypeDto,
    additionalProperties: { type: 'number' },
  })
  byType: { brain: number; deploy: number; [assistant: string]: number };
  @ApiProperty({ description: 'Mean time to answer, ms' }) avgResponseTime: number;
}

export class MonitoringDatabaseMetricsDto {
  @ApiProperty() totalQueries: number;
  @ApiProperty({ description: 'Failed queries, percent' }) errorRate: number;
  @ApiProperty({ description: 'Mean query time, ms' }) avgQueryTime: number;
}

export class MonitoringApplicationMetricsDto {
  @ApiProperty() activeSessions: number;
  @ApiProperty({ type: MonitoringAuthMetricsDto }) auth: MonitoringAuthMetricsDto;
  @ApiProperty({ type: MonitoringAiQueriesDto }) aiQueries: MonitoringAiQueriesDto;
  @ApiProperty({ type: MonitoringDatabaseMetricsDto }) database: MonitoringDatabaseMetricsDto;
}

export class MonitoringFailingServerDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'uuid' }) organizationId: string;
  @ApiProperty({ type: String, nullable: true }) organizationName: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why its last check failed' })
  reason: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastCheckedAt: string | null;
}

/** The AI servers customers registered, by their last health check (servers/fleet-health.ts). */
export class MonitoringCustomerServersDto {
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Active, last check passed' }) healthy: number;
  @ApiProperty({ description: 'Last check failed or reported unhealthy (not stopped)' })
  failing: number;
  @ApiProperty({ description: 'Not checked yet (provisioning)' }) unchecked: number;
  @ApiProperty({ description: 'Paused by their owners; not checked' }) stopped: number;
  @ApiProperty({
    type: [MonitoringFailingServerDto],
    description: 'The failing ones, longest failing first (at most 50)',
  })
  failingServers: MonitoringFailingServerDto[];
}

export class MonitoringMetricsBodyDto {
  @ApiProperty({ type: MonitoringSystemMetricsDto }) system: MonitoringSystemMetricsDto;
  @ApiProperty({ type: MonitoringApplicationMetricsDto })
  application: MonitoringApplicationMetricsDto;
  @ApiProperty({ type: MonitoringCustomerServersDto })
  customerServers: MonitoringCustomerServersDto;
}

export class MonitoringMetricsResponseDto {
  @ApiProperty() success: boolean;
  @ApiProperty({ format: 'date-time' }) timestamp: string;
  @ApiProperty({ type: MonitoringHealthDto }) health: MonitoringHealthDto;
  @ApiProperty({ type: MonitoringMetricsBodyDto }) metrics: MonitoringMetricsBodyDto;
}
