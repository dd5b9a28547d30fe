import { FastifyReply } from 'fastify';
import { ServerResponse } from 'node:http';

/**
 * Takes the Node response over from Fastify for a stream the handler writes itself (SSE).
 * Headers already put on the reply (the rate limiter's) are carried over, since Fastify only
 * writes them when it sends a reply of its own.
 */
export function takeOverResponse(reply: FastifyReply): ServerResponse {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.hijack();
  return reply.raw;
}
