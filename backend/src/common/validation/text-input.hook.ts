import { HttpStatus } from '@nestjs/common';
import { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

// With the u flag a well-formed surrogate pair is one code point, so only lone halves match.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const LONE_SURROGATE_OR_NUL = /[\uD800-\uDFFF\u0000]/u;
const MAX_DEPTH = 32;

/**
 * Text with a lone UTF-16 surrogate or a NUL character is refused with one 400, in a Fastify
 * preValidation hook: it runs after routing and body parsing and before any guard (sign-in reads
 * the body in one, passport) or pipe, on the body, the query string and the path values. No
 * validator then throws on such text (e-mail checks) and no database rejects it (PostgreSQL and
 * NUL). One hook instead of a pipe: a global pipe runs, with a promise each, on every parameter of
 * every route, the signed-in user included (docs/benchmarks.md).
 */
export function installTextInputHook(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    try {
      assertCleanText(request.body, 0);
      assertCleanText(request.query, 0);
      assertCleanText(request.params, 0);
    } catch (err) {
      return done(err as Error);
    }
    done();
  });
}

function assertCleanText(value: unknown, depth: number): void {
  if (typeof value === 'string') {
    if (LONE_SURROGATE_OR_NUL.test(value)) throw invalidText();
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (depth > MAX_DEPTH) {
    throw new AppError(
      HttpStatus.BAD_REQUEST,
      'INPUT_TOO_DEEP',
      'Request data is nested too deeply',
    );
  }
  for (const [key, item] of Object.entries(value)) {
    if (LONE_SURROGATE_OR_NUL.test(key)) throw invalidText();
    assertCleanText(item, depth + 1);
  }
}

function invalidText(): AppError {
  return new AppError(
    HttpStatus.BAD_REQUEST,
    'INVALID_TEXT',
    'Text must be valid Unicode and must not contain NUL characters',
  );
}
