import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock/clock';
import { MetricsService } from '../metrics/metrics.service';
import { paginate, PageRequest } from '../../common/pagination/paginate';
import { SecurityLogEntryDto, SecurityLogPageDto } from './dto/security-logs.dto';
import { SecurityLogEntity } from './entities/security-log.entity';
import { RequestContext } from './request-context';
import { SecurityEvent } from './security-events';

export interface SecurityLogRecord {
  userId: string | null;
  event: SecurityEvent;
  success: boolean;
  context: RequestContext;
  details?: Record<string, unknown>;
}

@Injectable()
export class SecurityLogService {
  private readonly logger = new Logger(SecurityLogService.name);

  constructor(
    @InjectRepository(SecurityLogEntity) private readonly logs: Repository<SecurityLogEntity>,
    private readonly metrics: MetricsService,
    private readonly clock: Clock,
  ) {}

  /** Records an event. A logging failure is reported but never fails the user's request. */
  async record({ userId, event, success, context, details }: SecurityLogRecord): Promise<void> {
    this.metrics.recordAuthEvent(event, details);
    try {
      await this.logs.insert(
        this.logs.create({
          userId,
          event,
          success,
          ipAddress: context.ip,
          userAgent: context.userAgent,
          details: details ? JSON.stringify(details) : null,
          // Set here, not by the database: SQLite's default has whole-second precision, which
          // would leave events of the same second in arbitrary order in the list.
          createdAt: this.clock.now(),
        }),
      );
    } catch (err) {
      this.logger.error(`Could not record ${event}: ${err}`);
    }
  }

  /** One page of the user's own events, newest first. */
  listForUser(userId: string, request: PageRequest): Promise<SecurityLogPageDto> {
    return paginate(
      this.logs,
      request,
      { where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } },
      toSecurityLogEntryDto,
    );
  }
}

function toSecurityLogEntryDto(e: SecurityLogEntity): SecurityLogEntryDto {
  return {
    id: e.id,
    event: e.event,
    success: e.success,
    createdAt: e.createdAt.toISOString(),
    ipAddress: e.ipAddress,
  };
}
