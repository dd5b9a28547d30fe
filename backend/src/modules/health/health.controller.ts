import { Controller, Get, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { Public } from '../access/access.decorators';
import { HealthDto, LivenessDto } from './health.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  // The edge (modules/edge) answers these three before Fastify; the routes here document them in
  // the OpenAPI document and answer if the edge is not installed.

  /** Readiness: 200 when every dependency answers, 503 (same body) when one does not or while
   * the process shuts down. */
  @Get()
  @Public()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  check(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    return this.ready(reply);
  }

  /** The same as GET /api/health, under the name Kubernetes readiness probes use. */
  @Get('ready')
  @Public()
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthDto> {
    const health = await this.health.check();
    if (health.status !== 'ok') reply.status(503);
    return health;
  }

  /** Liveness: 200 while the process serves requests, whatever its dependencies do (a database
   * outage must not get every replica restarted). */
  @Get('live')
  @Public()
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessDto {
    return { status: 'ok' };
  }
}
