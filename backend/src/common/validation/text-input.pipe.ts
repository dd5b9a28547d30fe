import { ArgumentMetadata, HttpStatus, Injectable, PipeTransform } from '@nestjs/common';
import { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

// With the u flag a well-formed surrogate pair is one code point, so only lone halves match.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const LONE_SURROGATE_OR_NUL = /[\uD800-\uDFFF\u0000]/u;
const MAX_DEPTH = 32;

/**
 * The same check on the parsed body and query string before any guard runs: sign-in reads the
 * body in a guard (passport), before pipes. A Fastify preValidation hook runs right after the
 * body is parsed.
 */
export function installTextInputHook(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request) => {
    assertCleanText(request.body, 0);
    assertCleanText(request.query, 0);
  });
}

/**
 * Runs before every other pipe on every body, query and path value (path values are only known
 * after routing): text with a lone UTF-16
 * surrogate or a NUL character is refused with one 400 here, instead of reaching a validator
 * that throws on it (e-mail checks) or a database that rejects it (PostgreSQL and NUL).
 */
@Injectable()
export class TextInputPipe implements PipeTransform {
  transform(value: unknown, metadata?: ArgumentMetadata): unknown {
    // Custom parameter decorators hand over server-side objects (the session, the user).
    if (metadata?.type === 'custom') return value;
    assertCleanText(value, 0);
    return value;
  }
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
