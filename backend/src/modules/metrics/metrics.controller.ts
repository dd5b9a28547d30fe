import { Controller, Get, Header, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { FastifyReply } from 'fastify';
import { Public } from '../access/access.decorators';
import { MetricsTokenGuard } from './metrics-token.guard';
import { MetricsService } from './metrics.service';

/** Prometheus scrape endpoint at /metrics (outside /api); bearer-protected when METRICS_TOKEN is set. */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Get()
  @Public()
  @UseGuards(MetricsTokenGuard)
  @Header('Cache-Control', 'no-store')
  async scrape(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    reply.type(this.metrics.registry.contentType);
    return this.metrics.registry.metrics();
  }
}
