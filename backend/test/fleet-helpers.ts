import { INestApplication } from '@nestjs/common';
import { getRepositoryToken } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ServerEntity } from '../src/modules/servers/entities/server.entity';

/**
 * A server row in a given state, written straight to the database: the health checker leaves it
 * alone (next check in a year), so a test sees exactly the state it set.
 */
export async function serverInState(
  app: INestApplication,
  organizationId: string,
  state: Pick<ServerEntity, 'name' | 'status' | 'healthStatus'> & Partial<ServerEntity>,
): Promise<ServerEntity> {
  const repo: Repository<ServerEntity> = app.get(getRepositoryToken(ServerEntity));
  return repo.save(
    repo.create({
      organizationId,
      runtime: 'ollama',
      model: 'llama3.2',
      url: 'http://10.0.0.5:11434',
      healthReason: null,
      lastCheckedAt: new Date(),
      nextCheckAt: new Date(Date.now() + 365 * 86_400_000),
      consecutiveFailures: 0,
      createdBy: null,
      ...state,
    }),
  );
}

/** Stops every server in the database (rows other test files left behind); returns how many. */
export async function stopEveryServer(app: INestApplication): Promise<number> {
  const repo: Repository<ServerEntity> = app.get(getRepositoryToken(ServerEntity));
  await repo
    .createQueryBuilder()
    .update()
    .set({ status: 'stopped', healthStatus: 'unknown', healthReason: null })
    .execute();
  return repo.count();
}
