import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { ServerEntity } from './entities/server.entity';

/**
 * How the AI servers of every customer stand, by their last health check:
 * - failing: failed its last check or reported unhealthy (and not stopped);
 * - healthy: active and its last check passed;
 * - unchecked: registered or restarted, not checked yet (provisioning);
 * - stopped: paused by its owner, so not checked and not a problem.
 * The same rule as the customer's own System Status (frontend organizations/lib/server-problems).
 */
export interface ServerCounts {
  total: number;
  healthy: number;
  failing: number;
  unchecked: number;
  stopped: number;
}

export interface FailingServer {
  id: string;
  name: string;
  organizationId: string;
  reason: string | null;
  lastCheckedAt: Date | null;
}

export type ServerState = 'healthy' | 'failing' | 'unchecked' | 'stopped';

export function serverState(s: Pick<ServerEntity, 'status' | 'healthStatus'>): ServerState {
  if (s.status === 'stopped') return 'stopped';
  if (s.status === 'failed' || s.healthStatus === 'unhealthy') return 'failing';
  if (s.status === 'active' && s.healthStatus === 'healthy') return 'healthy';
  return 'unchecked';
}

export const emptyCounts = (): ServerCounts => ({
  total: 0,
  healthy: 0,
  failing: 0,
  unchecked: 0,
  stopped: 0,
});

/** Only the columns the rule needs: a fleet of thousands is read in one light query. */
const COLUMNS = {
  id: true,
  name: true,
  organizationId: true,
  status: true,
  healthStatus: true,
  healthReason: true,
  lastCheckedAt: true,
} as const;

@Injectable()
export class ServerFleetHealth {
  constructor(@InjectRepository(ServerEntity) private readonly servers: Repository<ServerEntity>) {}

  /** Every customer's servers: the counts and the failing ones (longest failing first). */
  async summary(): Promise<{ counts: ServerCounts; failing: FailingServer[] }> {
    const rows = await this.servers.find({ select: COLUMNS });
    const counts = emptyCounts();
    const failing: FailingServer[] = [];
    for (const row of rows) {
      const state = serverState(row);
      counts[state] += 1;
      counts.total += 1;
      if (state === 'failing') failing.push(toFailing(row));
    }
    failing.sort((a, b) => (a.lastCheckedAt?.getTime() ?? 0) - (b.lastCheckedAt?.getTime() ?? 0));
    return { counts, failing };
  }

  /** Per organization, for a page of the admin's customer list. */
  async byOrganization(
    organizationIds: readonly string[],
  ): Promise<Map<string, { counts: ServerCounts; failing: FailingServer[] }>> {
    const result = new Map(
      organizationIds.map((id) => [id, { counts: emptyCounts(), failing: [] as FailingServer[] }]),
    );
    if (organizationIds.length === 0) return result;
    const rows = await this.servers.find({
      select: COLUMNS,
      where: { organizationId: In([...organizationIds]) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    for (const row of rows) {
      const entry = result.get(row.organizationId)!;
      const state = serverState(row);
      entry.counts[state] += 1;
      entry.counts.total += 1;
      if (state === 'failing') entry.failing.push(toFailing(row));
    }
    return result;
  }
}

function toFailing(row: ServerEntity): FailingServer {
  return {
    id: row.id,
    name: row.name,
    organizationId: row.organizationId,
    reason: row.healthReason,
    lastCheckedAt: row.lastCheckedAt,
  };
}
