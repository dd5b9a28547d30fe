import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { Response } from 'express';
import { DataSource } from 'typeorm';
import { REDIS_CLIENT, RedisClient } from '../../redis/redis.module';
import { Public } from '../access/access.decorators';
import { HealthDto } from './health.dto';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClient,
  ) {}

  @Get()
  @Public()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const checks: HealthDto['checks'] = { database: await probe(() => this.db.query('SELECT 1')) };
    if (this.redis) {
      const redis = this.redis;
      checks.redis = await probe(() => redis.ping());
    }
    const ok = Object.values(checks).every((c) => c.status === 'up');
    if (!ok) res.status(503);
    return { status: ok ? 'ok' : 'error', checks };
  }
}

async function probe(
  fn: () => Promise<unknown>,
): Promise<{ status: 'up' | 'down'; latencyMs: number }> {
  const start = performance.now();
  const status = await Promise.race([
    fn().then(() => 'up' as const),
    new Promise<'down'>((resolve) => setTimeout(() => resolve('down'), 2000).unref()),
  ]).catch(() => 'down' as const);
  return { status, latencyMs: Math.round(performance.now() - start) };
}
