import { Injectable } from '@nestjs/common';
import { AuditActor, userActor } from '../audit/audit-actor';
import { AuditTrail } from '../audit/audit-trail.service';
import { AuditReader } from '../audit/audit-reader.service';
import { AuditEntryDto } from '../audit/dto/audit-entry.dto';
import { RequestContext } from '../audit/request-context';
import { MetricsService } from '../metrics/metrics.service';
import { PageRequest } from '../../common/pagination/paginate';
import { SecurityLogEntryDto, SecurityLogPageDto } from './dto/security-logs.dto';
import { SECURITY_EVENTS, SecurityEvent } from './security-events';

/** An account as the security log names it. */
export interface LoggedAccount {
  id: string;
  username: string;
  organizationId?: string | null;
}

export interface SecurityLogRecord {
  /** The account acting (or trying to); null for a sign-in attempt on an unknown username. */
  user: LoggedAccount | null;
  /** The name tried, when `user` is null. */
  attemptedUsername?: string;
  event: SecurityEvent;
  success: boolean;
  context: RequestContext;
  /** The account acted on, when it is not the actor (an admin's change); its log shows it too. */
  target?: LoggedAccount;
  details?: Record<string, unknown>;
}

/**
 * Account security events: each is an audit-trail entry (one store), and the Activity tab
 * lists the caller's entries of the SECURITY_EVENTS actions.
 */
@Injectable()
export class SecurityLogService {
  constructor(
    private readonly trail: AuditTrail,
    private readonly reader: AuditReader,
    private readonly metrics: MetricsService,
  ) {}

  /** Records an event. A failure to write is reported but never fails the user's request. */
  async record(record: SecurityLogRecord): Promise<void> {
    const { event, success, context, target, details } = record;
    this.metrics.recordAuthEvent(event, details);
    await this.trail.appendOrReport({
      action: event,
      outcome: success ? 'success' : 'failure',
      actor: actorOf(record),
      context,
      details,
      ...(target
        ? { target: { type: 'user', id: target.id }, organizationId: target.organizationId ?? null }
        : {}),
    });
  }

  /** One page of the user's own events, newest first. */
  async listForUser(userId: string, request: PageRequest): Promise<SecurityLogPageDto> {
    const page = await this.reader.forAccount(userId, SECURITY_EVENTS, request);
    return { ...page, data: page.data.map(toSecurityLogEntryDto) };
  }
}

function actorOf({ user, attemptedUsername, context }: SecurityLogRecord): AuditActor {
  const auth = context.authMethod ?? 'none';
  if (user) return userActor(user, auth);
  return { type: 'user', id: null, username: attemptedUsername ?? null, auth };
}

function toSecurityLogEntryDto(e: AuditEntryDto): SecurityLogEntryDto {
  return {
    id: e.id,
    event: e.action,
    success: e.outcome === 'success',
    createdAt: e.occurredAt,
    ipAddress: e.ipAddress,
  };
}
