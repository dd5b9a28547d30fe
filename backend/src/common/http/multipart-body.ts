import { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * multipart/form-data bodies are left unread for the route that expects one (document uploads,
 * modules/knowledge/upload) to stream through busboy with its own limits. @fastify/multipart did
 * the same, but also put two async hooks and a listener on every request of every route, for
 * the sake of one (docs/benchmarks.md, "Fifth session").
 */
export function acceptMultipartBodies(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
}

export function isMultipartRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^multipart\/form-data\s*(;|$)/i.test(type);
}
