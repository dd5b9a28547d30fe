import { FastifyInstance, FastifyRequest } from 'fastify';

type Done = (err: Error | null, body?: unknown) => void;

/**
 * JSON bodies as before the move to Fastify: an empty body with a JSON content type is `{}`
 * (curl -X POST -H 'Content-Type: application/json' …), anything else goes through Fastify's
 * own parser, which refuses `__proto__` and `constructor.prototype` keys.
 */
export function jsonBodyParser(fastify: FastifyInstance) {
  const parse = fastify.getDefaultJsonParser('error', 'error');
  return (req: FastifyRequest, body: Buffer | string, done: Done): void => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    parse(req, text, done);
  };
}
