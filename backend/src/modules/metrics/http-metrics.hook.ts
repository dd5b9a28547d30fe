import { FastifyInstance, FastifyRequest } from 'fastify';
import { MetricsService } from './metrics.service';

/**
 * Times every request Fastify answers (the edge times its own). Labels use the matched route
 * template (/api/users/:id), never the raw path, so ids never become label values; unmatched
 * paths share one label.
 */
export function installHttpMetricsHook(fastify: FastifyInstance, metrics: MetricsService): void {
  // A callback hook: an async one costs a promise per request for nothing to wait on.
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      routeTemplate(request),
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}

function routeTemplate(request: FastifyRequest): string {
  const template = request.routeOptions.url;
  // Nest answers unknown routes from Fastify's not-found handler, which has no template.
  if (typeof template === 'string' && !template.includes('*')) return template;
  const path = request.url.split('?')[0];
  if (path === '/metrics') return '/metrics';
  return path.startsWith('/api/') ? 'unmatched' : 'spa';
}
