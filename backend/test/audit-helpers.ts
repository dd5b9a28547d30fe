import { INestApplication } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { SYSTEM_ACTOR } from '../src/modules/audit/audit-actor';
import { AuditEvent, AuditTrail } from '../src/modules/audit/audit-trail.service';
import { AuditEntryEntity } from '../src/modules/audit/entities/audit-entry.entity';

/** Appends `count` entries at once straight through the trail (no HTTP); their ids in order. */
export async function appendMany(
  app: INestApplication,
  count: number,
  event: Partial<AuditEvent> = {},
): Promise<number[]> {
  const trail = app.get(AuditTrail);
  const entries = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      trail.append({
        action: 'settings_changed',
        actor: SYSTEM_ACTOR,
        details: { n: i },
        ...event,
      }),
    ),
  );
  return entries.map((e) => e.id).sort((a, b) => a - b);
}

/** Runs SQL written with `?` placeholders on either driver. */
export function sql(app: INestApplication, text: string, params: unknown[] = []) {
  const dataSource = app.get(DataSource);
  let n = 0;
  const query =
    dataSource.options.type === 'postgres' ? text.replace(/\?/g, () => `$${++n}`) : text;
  return dataSource.query(query, params);
}

export interface LoggedEntry {
  id: number;
  event: string;
  success: boolean;
  actorId: string | null;
  actorName: string | null;
  actorAuth: string;
  targetId: string | null;
  organizationId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
}

/** The audit entries an account is the actor of, oldest first, where `where` matches. */
export async function entriesBy(
  app: INestApplication,
  actorId: string | null,
  where: { action?: string; actorName?: string } = {},
): Promise<LoggedEntry[]> {
  const repo = app.get(DataSource).getRepository(AuditEntryEntity);
  const rows = await repo.find({
    where: { actorId: actorId ?? IsNull(), ...where },
    order: { id: 'ASC' },
  });
  return rows.map((r) => ({
    id: r.id,
    event: r.action,
    success: r.outcome === 'success',
    actorId: r.actorId,
    actorName: r.actorName,
    actorAuth: r.actorAuth,
    targetId: r.targetId,
    organizationId: r.organizationId,
    ipAddress: r.ipAddress,
    userAgent: r.userAgent,
    details: r.details ? (JSON.parse(r.details) as Record<string, unknown>) : {},
  }));
}
