import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MetricsService } from '../metrics/metrics.service';
import { SecurityLogPageDto } from './dto/security-logs.dto';
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

export interface SecurityLogPage {
  items: SecurityLogEntity[];
  total: number;
}

@Injectable()
export class SecurityLogService {
  private readonly logger = new Logger(SecurityLogService.name);

  constructor(
    @InjectRepository(SecurityLogEntity) private readonly logs: Repository<SecurityLogEntity>,
    private readonly metrics: MetricsService,
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
          createdAt: new Date(),
        }),
      );
    } catch (err) {
      this.logger.error(`Could not record ${event}: ${err}`);
    }
  }

  /** The user's own events, newest first. */
  async pageForUser(userId: string, page: number, limit: number): Promise<SecurityLogPage> {
    const [items, total] = await this.logs.findAndCount({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { items, total };
  }

  /** One page of the user's events in the API's shape; totalPages is at least 1. */
  async listForUser(userId: string, page: number, limit: number): Promise<SecurityLogPageDto> {
    const { items, total } = await this.pageForUser(userId, page, limit);
    return {
      data: items.map((e) => ({
        id: e.id,
        event: e.event,
        success: e.success,
        createdAt: e.createdAt.toISOString(),
        ipAddress: e.ipAddress,
      })),
      pagination: { page, totalPages: Math.max(1, Math.ceil(total / limit)), total },
    };
  }
}
