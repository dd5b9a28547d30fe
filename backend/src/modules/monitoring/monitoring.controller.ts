import { Controller, Get } from '@nestjs/common';
import {
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { RequirePermission } from '../access/access.decorators';
import { MonitoringMetricsResponseDto } from './dto/monitoring-metrics.dto';
import { MonitoringService } from './monitoring.service';

@ApiTags('monitoring')
@Controller('monitoring')
export class MonitoringController {
  constructor(private readonly monitoring: MonitoringService) {}

  @Get('metrics')
  @RequirePermission('monitoring', 'read')
  @ApiOkResponse({ type: MonitoringMetricsResponseDto })
  @ApiUnauthorizedResponse({ description: 'Not signed in' })
  @ApiForbiddenResponse({ description: 'Not an admin' })
  metrics(): Promise<MonitoringMetricsResponseDto> {
    return this.monitoring.snapshot();
  }
}
