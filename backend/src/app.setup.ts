import { RequestMethod } from '@nestjs/common';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import compress from '@fastify/compress';
import { FastifyInstance } from 'fastify';
import { enableGracefulShutdown } from './common/lifecycle/graceful-shutdown';
import { installTextInputHook } from './common/validation/text-input.hook';
import { AppValidationPipe } from './common/validation/validation.pipe';
import { AppConfig } from './config/app-config.service';
import { installHttpMetricsHook } from './modules/metrics/http-metrics.hook';
import { MetricsService } from './modules/metrics/metrics.service';
import { BearerAuthenticator } from './modules/sessions/bearer-authenticator';
import { SessionManager } from './modules/sessions/session-manager.service';
import { installSessionHook } from './modules/sessions/session.hook';
import {
  installEdge,
  installSecurityHeadersHook,
  securityHeaderSets,
  securityHeadersFor,
} from './modules/edge/edge.factory';
import { jsonBodyParser } from './common/http/json-body-parser';
import { acceptMultipartBodies } from './common/http/multipart-body';
import { answerRouterRefusal, bindRouterRefusals } from './common/http/router-refusals';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { ErrorFormats } from './common/errors/error-formats';
import { GATEWAY_BODY_LIMIT_BYTES, GATEWAY_PATH_PREFIX } from './modules/gateway/edge/body-limit';

export const JSON_BODY_LIMIT_BYTES = 100 * 1024;

/** The HTTP platform: Fastify, with the settings every run of the app (main.ts, tests) shares. */
export function createHttpAdapter(trustProxy: boolean): FastifyAdapter {
  return new FastifyAdapter({
    // TRUST_PROXY: the immediate peer (nginx, an ingress) is trusted, whatever its address, and
    // the client is the last address it appended to X-Forwarded-For (Express's `trust proxy =
    // 1`). Fastify refuses a bare hop count, so the rule is spelled out as a function.
    trustProxy: trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Express matched /path/ like /path; links and clients written against it keep working.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Nest middleware is not used: every cross-cutting step is a Fastify hook (below).
    skipMiddie: true,
    // Request logging is the metrics hook's job; Fastify's own logger stays off.
    logger: false,
    // URLs the router refuses (a bad %-escape, an over-long path value) get our error answer.
    frameworkErrors: answerRouterRefusal,
  });
}

/** Everything around the Nest router, shared by main.ts and the e2e test app. */
export async function configureApp(app: NestFastifyApplication): Promise<OpenAPIObject> {
  const config = app.get(AppConfig);
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const { trustProxy } = config.http;
  enableGracefulShutdown(app, config.shutdown);
  app.useBodyParser(
    'application/json',
    { bodyLimit: JSON_BODY_LIMIT_BYTES },
    jsonBodyParser(fastify),
  );
  // The OpenAI-compatible gateway takes long conversations (routes are registered after this).
  fastify.addHook('onRoute', (route) => {
    if (route.url.startsWith(GATEWAY_PATH_PREFIX)) route.bodyLimit = GATEWAY_BODY_LIMIT_BYTES;
  });
  const headers = securityHeaderSets(config);
  installSecurityHeadersHook(fastify, headers, trustProxy);
  const securityHeaders = securityHeadersFor(headers, trustProxy);
  const errors = new AllExceptionsFilter(app.get(ErrorFormats));
  bindRouterRefusals(fastify, (error, request, reply) => {
    securityHeaders(request, reply);
    errors.answer(error, request, reply);
  });
  installHttpMetricsHook(fastify, app.get(MetricsService));
  // gzip for JSON and pages above 1 KB; SSE streams bypass it (they write to the raw response).
  await fastify.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['gzip', 'deflate'],
    // No browser sends a compressed request body; decoding them cost every request a hook.
    globalDecompression: false,
  });
  // multipart/form-data is left for the upload route to read (common/http/multipart-body.ts).
  acceptMultipartBodies(fastify);
  installSessionHook(fastify, app.get(SessionManager), trustProxy, app.get(BearerAuthenticator));
  // Text checks on bodies, query strings and path values before any guard or pipe.
  installTextInputHook(fastify);
  app.setGlobalPrefix('api', { exclude: [{ path: 'metrics', method: RequestMethod.GET }] });
  app.useGlobalPipes(new AppValidationPipe());
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  // Pages, assets, health and public JSON never reach Fastify (modules/edge).
  installEdge(app, headers);
  return document;
}

export function buildOpenApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const doc = new DocumentBuilder()
    .setTitle('IronKeep API')
    .setDescription(
      'Private AI infrastructure API. Scripts send an API token (Settings → API tokens) as `Authorization: Bearer ikt_…` and need nothing else. Browsers use the session cookie and send X-CSRF-Token (from GET /api/csrf-token) on every unsafe method.',
    )
    .setVersion('1.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'API token (ikt_…)' })
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'x-api-key',
        description: 'API token (ikt_…), as Anthropic clients send it; /api/v1/messages only',
      },
      'x-api-key',
    )
    .addCookieAuth('ironkeep.sid')
    .build();
  return SwaggerModule.createDocument(app, doc);
}
