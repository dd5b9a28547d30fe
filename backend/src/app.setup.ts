import { RequestMethod } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { Store } from 'express-session';
import compression from 'compression';
import passport from 'passport';
import { Clock } from './common/clock/clock';
import { enableGracefulShutdown } from './common/lifecycle/graceful-shutdown';
import { TextInputPipe, textInputMiddleware } from './common/validation/text-input.pipe';
import { AppValidationPipe } from './common/validation/validation.pipe';
import { AppConfig } from './config/app-config.service';
import { httpMetricsMiddleware } from './modules/metrics/http-metrics.middleware';
import { MetricsService } from './modules/metrics/metrics.service';
import { SESSION_STORE } from './modules/sessions/session-store.token';
import {
  sessionLifetimeMiddleware,
  sessionMiddleware,
} from './modules/sessions/session.middleware';
import { whenSessionNeeded } from './modules/sessions/session-routes';
import {
  installEdge,
  securityHeaderSets,
  securityHeadersMiddleware,
} from './modules/edge/edge.factory';

export const JSON_BODY_LIMIT = '100kb';

/** Everything around the Nest router, shared by main.ts and the e2e test app. */
export function configureApp(app: NestExpressApplication): OpenAPIObject {
  const config = app.get(AppConfig);
  app.set('trust proxy', config.http.trustProxy ? 1 : false);
  app.disable('x-powered-by');
  // API answers are per-user and never revalidated; hashing every body for an ETag is waste.
  app.set('etag', false);
  enableGracefulShutdown(app, config.shutdownGraceMs);
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  app.use(textInputMiddleware);
  app.use(httpMetricsMiddleware(app.get(MetricsService)));
  app.use(compression({ filter: compressibleResponse }));
  const headers = securityHeaderSets(config);
  app.use(securityHeadersMiddleware(headers));
  app.use(
    whenSessionNeeded([
      sessionMiddleware(app.get<Store>(SESSION_STORE), config),
      passport.initialize(),
      passport.session(),
      sessionLifetimeMiddleware(app.get(Clock), config.session.secureCookie),
    ]),
  );
  app.setGlobalPrefix('api', { exclude: [{ path: 'metrics', method: RequestMethod.GET }] });
  // Text checks first, so no validator or database ever sees a lone surrogate or NUL.
  app.useGlobalPipes(new TextInputPipe(), new AppValidationPipe());
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  // Pages, assets, health and public JSON never reach Express (modules/edge).
  installEdge(app, headers);
  return document;
}

export function buildOpenApiDocument(app: NestExpressApplication): OpenAPIObject {
  const doc = new DocumentBuilder()
    .setTitle('IronKeep API')
    .setDescription(
      'Private AI infrastructure API. Cookie sessions; send X-CSRF-Token (from GET /api/csrf-token) on every unsafe method.',
    )
    .setVersion('1.0')
    .addCookieAuth('ironkeep.sid')
    .build();
  return SwaggerModule.createDocument(app, doc);
}

/** gzip for pages, assets and JSON, but never for SSE: buffering would hold back the stream. */
function compressibleResponse(req: Request, res: Response): boolean {
  const type = String(res.getHeader('Content-Type') ?? '');
  return !type.startsWith('text/event-stream') && compression.filter(req, res);
}
