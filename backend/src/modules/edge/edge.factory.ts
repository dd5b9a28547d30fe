import { NestExpressApplication } from '@nestjs/platform-express';
import { RequestHandler } from 'express';
import { Server } from 'node:http';
import { securityHeaders } from '../../common/security/security-headers';
import { AppConfig } from '../../config/app-config.service';
import { KnowledgeBaseService } from '../assistants/knowledge-base.service';
import { HealthService } from '../health/health.service';
import { MetricsService } from '../metrics/metrics.service';
import { Edge } from './edge';
import { HeaderList, snapshotHeaders } from './header-snapshot';
import { StaticSite } from './static-site';

export interface SecurityHeaderSets {
  plain: HeaderList;
  secure: HeaderList;
}

/** The security headers, computed once: every response then only copies a list. */
export function securityHeaderSets(config: AppConfig): SecurityHeaderSets {
  const handlers = securityHeaders(config.http.localServiceUrl);
  return { plain: snapshotHeaders(handlers, false), secure: snapshotHeaders(handlers, true) };
}

/** The same headers on the Express path (API responses). */
export function securityHeadersMiddleware(sets: SecurityHeaderSets): RequestHandler {
  return (req, res, next) => {
    for (const [name, value] of req.secure ? sets.secure : sets.plain) res.setHeader(name, value);
    next();
  };
}

/**
 * Builds the edge (edge.ts) for this app and puts it in front of Express: the built site, the
 * health check and the public assistants list. These answers are identical for every visitor
 * and need no session, CSRF or rate limit (health is what load balancers poll).
 */
export function installEdge(app: NestExpressApplication, headers: SecurityHeaderSets): Edge {
  const config = app.get(AppConfig);
  const metrics = app.get(MetricsService);
  const health = app.get(HealthService);
  const knowledge = app.get(KnowledgeBaseService);
  const site = StaticSite.load(config.http.webDistDir);
  let assistants: Buffer | undefined;
  const edge: Edge = new Edge({
    site,
    headers,
    trustProxy: config.http.trustProxy,
    observe: (method, route, status, seconds) =>
      metrics.observeRequest(method, route, status, seconds),
    routes: new Map([
      [
        '/api/health',
        async (req, res) => {
          const result = await health.check();
          edge.sendJson(
            req,
            res,
            result.status === 'ok' ? 200 : 503,
            Buffer.from(JSON.stringify(result)),
          );
        },
      ],
      [
        '/api/demo/assistants',
        (req, res) => {
          assistants ??= Buffer.from(JSON.stringify(knowledge.summaries()));
          edge.sendJson(req, res, 200, assistants, 'no-cache');
        },
      ],
    ]),
  });
  edge.install(app.getHttpServer() as Server);
  void site?.compressAll();
  return edge;
}
