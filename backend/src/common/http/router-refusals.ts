import { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type Answer = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

const answers = new WeakMap<object, Answer>();

/**
 * Fastify's router refuses two kinds of URL before any hook, route or Nest filter runs: a
 * malformed %-escape (FST_ERR_BAD_URL, 400) and a path parameter longer than maxParamLength
 * (FST_ERR_MAX_PARAM_LENGTH, 414). Its own answer has no security headers, is not in our error
 * shape (nor OpenAI's under /api/v1) and echoes the path. The adapter's `frameworkErrors` option
 * sends them here, to the answer configureApp bound to that Fastify instance.
 */
export function answerRouterRefusal(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const answer = answers.get(request.server);
  if (answer) return answer(error, request, reply);
  // Only before configureApp has run: no route is registered yet, so this is never a page.
  void reply.code(error.statusCode ?? 400).send({ statusCode: error.statusCode ?? 400 });
}

export function bindRouterRefusals(fastify: FastifyInstance, answer: Answer): void {
  answers.set(fastify, answer);
}
