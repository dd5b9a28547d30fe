import { Controller, Get, Header, Headers, Res, UnauthorizedException } from '@nestjs/common';
import { Response } from 'express';
import { ApiExcludeController } from '@nestjs/swagger';
import { timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../config/app-config.service';
import { Public } from '../access/access.decorators';
import { MetricsService } from './metrics.service';

/** Prometheus scrape endpoint at /metrics (outside /api); bearer-protected when METRICS_TOKEN is set. */
@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: MetricsService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'no-store')
  async scrape(
    @Res({ passthrough: true }) res: Response,
    @Headers('authorization') authorization?: string,
  ): Promise<string> {
    const token = this.config.metrics.token;
    if (token && !sameSecret(authorization ?? '', `Bearer ${token}`)) {
      throw new UnauthorizedException('A valid metrics bearer token is required');
    }
    res.type(this.metrics.registry.contentType);
    return this.metrics.registry.metrics();
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
