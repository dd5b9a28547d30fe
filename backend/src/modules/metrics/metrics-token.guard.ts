import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { IncomingHttpHeaders } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../common/errors/app-error';
import { AppConfig } from '../../config/app-config.service';

/** With METRICS_TOKEN set, /metrics answers only `Authorization: Bearer <token>`. */
@Injectable()
export class MetricsTokenGuard implements CanActivate {
  constructor(private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const token = this.config.metrics.token;
    if (!token) return true;
    const { headers } = context.switchToHttp().getRequest<{ headers: IncomingHttpHeaders }>();
    const given = headers.authorization ?? '';
    if (sameSecret(given, `Bearer ${token}`)) return true;
    throw new AppError(
      HttpStatus.UNAUTHORIZED,
      'METRICS_TOKEN_REQUIRED',
      'A valid metrics bearer token is required',
    );
  }
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
