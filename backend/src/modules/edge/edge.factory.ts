import { INestApplication } from '@nestjs/common';
import { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Server } from 'node:http';
import { isHttpsRequest } from '../../common/http/request-protocol';
import { securityHeaders } from '../../common/security/security-headers';
import { AppConfig } from '../../config/app-config.service';
import { KnowledgeBaseService } from '../assistants/knowledge-base.service';
import { HealthDto } from '../health/health.dto';
import { HealthService } from '../health/health.service';
import { MetricsService } from '../metrics/metrics.service';
import { Edge, EdgeHandler } from './edge';
import { HeaderList, snapshotHeaders } from './header-snapshot';
import { StaticSite } from './static-site';

const LIVE = Buffer.from(JSON.stringify({ status: 'ok' }));

export interface SecurityHeaderSets {
  plain: HeaderList;
  secure: HeaderList;
}

/** The security headers, computed once: every response then only copies a list. */
export function securityHeaderSets(config: AppConfig): SecurityHeaderSets {
  const handlers = securityHeaders(config.http.localServiceUrl);
  return { plain: snapshotHeaders(handlers, false), secure: snapshotHeaders(handlers, true) };
}

/**
 * The same headers on every response Fastify sends (API answers, errors, 404s, SSE streams,
 * which copy the reply's headers when they take over the raw response). They go onto the
 * Fastify reply, not the Node response: Fastify then hands Node one header object in
 * `writeHead`, while a header set on the Node response makes Node merge the two one by one
 * (a fifth of a small answer's cost, docs/benchmarks.md). A callback hook: no promise per request.
 * The edge's own answers set their Cache-Control per file; Fastify's are `no-store` by default.
 */
export function installSecurityHeadersHook(
  fastify: FastifyInstance,
  sets: SecurityHeaderSets,
  trustProxy: boolean,
): void {
  const apply = securityHeadersFor(sets, trustProxy);
  fastify.addHook('onRequest', (request, reply, done) => {
    apply(request, reply);
    done();
  });
}

/** Puts the security headers on a Fastify reply (the hook above; router-refusals.ts). */
export function securityHeadersFor(
  sets: SecurityHeaderSets,
  trustProxy: boolean,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const plain = lowerCased(sets.plain);
  const secure = lowerCased(sets.secure);
  return (request, reply) => {
    const list = isHttpsRequest(request.raw, trustProxy) ? secure : plain;
    for (let i = 0; i < list.length; i++) reply.header(list[i][0], list[i][1]);
    // What Fastify answers is the API: CSRF tokens, the signed-in user, API token secrets,
    // audit exports. No browser or proxy may keep a copy; a route that may be cached says so
    // itself (@Header, or the SSE writer's no-cache), which replaces this default.
    reply.header('cache-control', 'no-store');
  };
}

/** Fastify keeps header names in lower case; giving them so saves it the work per request. */
function lowerCased(list: HeaderList): HeaderList {
  return list.map(([name, value]) => [name.toLowerCase(), value]);
}

/**
 * Builds the edge (edge.ts) for this app and puts it in front of Fastify: the built site, the
 * health check and the public assistants list. These answers are identical for every visitor
 * and need no session, CSRF or rate limit (health is what load balancers poll).
 */
export function installEdge(app: INestApplication, headers: SecurityHeaderSets): Edge {
  const config = app.get(AppConfig);
  const metrics = app.get(MetricsService);
  const health = app.get(HealthService);
  const knowledge = app.get(KnowledgeBaseService);
  const site = StaticSite.load(config.http.webDistDir);
  let assistants: Buffer | undefined;
  // A probe's answer is shared for a second (HealthService): so is its JSON.
  let answered: { result: HealthDto; body: Buffer } | undefined;
  const readiness: EdgeHandler = async (req, res) => {
    const result = await health.check();
    if (answered?.result !== result)
      answered = { result, body: Buffer.from(JSON.stringify(result)) };
    edge.sendJson(req, res, result.status === 'ok' ? 200 : 503, answered.body);
  };
  const edge: Edge = new Edge({
    site,
    headers,
    trustProxy: config.http.trustProxy,
    observe: (method, route, status, seconds) =>
      metrics.observeRequest(method, route, status, seconds),
    routes: new Map([
      ['/api/health', readiness],
      ['/api/health/ready', readiness],
      ['/api/health/live', (req, res) => edge.sendJson(req, res, 200, LIVE)],
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
