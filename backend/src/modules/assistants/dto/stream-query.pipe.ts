import { PipeTransform } from '@nestjs/common';
import { validationFailed } from '../../../common/errors/app-error';
import {
  MAX_QUERY_LENGTH,
  MODEL_PATTERN,
  SESSION_ID_PATTERN,
  STREAM_QUERY_MESSAGES,
  StreamQuery,
} from './stream-query.dto';

const MESSAGES = STREAM_QUERY_MESSAGES;

/**
 * The demo stream's body, checked by hand against exactly the rules and messages of
 * StreamQueryDto (stream-query.pipe.spec.ts holds the two to the same answers).
 *
 * Why not the global ValidationPipe: this is the hottest public route, and class-transformer +
 * class-validator cost about 60 µs a request there, a fifth of the route's CPU — under a burst of
 * 200 questions that alone adds ~12 ms to the 95th-percentile first event (docs/benchmarks.md).
 * The controller types the body as a plain type so the global pipe passes it through.
 */
export class StreamQueryPipe implements PipeTransform<unknown, StreamQuery> {
  transform(body: unknown): StreamQuery {
    const input = isRecord(body) ? body : {};
    const messages = Object.keys(input)
      .filter((key) => key !== 'query' && key !== 'sessionId' && key !== 'model')
      .map((key) => `property ${key} should not exist`);
    const query = typeof input.query === 'string' ? input.query.trim() : input.query;
    const { sessionId, model } = input;

    // class-validator checks a property's decorators bottom-up; the messages keep that order.
    if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) {
      messages.push(MESSAGES.queryLength);
    }
    if (query === '' || query === null || query === undefined) messages.push(MESSAGES.query);
    if (typeof query !== 'string') messages.push(MESSAGES.query);

    if (typeof sessionId !== 'string' || !SESSION_ID_PATTERN.test(sessionId)) {
      messages.push(MESSAGES.sessionIdPattern);
    }
    if (typeof sessionId !== 'string') messages.push(MESSAGES.sessionId);

    // As @Optional(): absent is not checked, null is refused.
    if (model !== undefined) {
      if (model === null) messages.push('model must not be null');
      if (typeof model !== 'string' || !MODEL_PATTERN.test(model)) messages.push(MESSAGES.model);
    }

    if (messages.length > 0) throw validationFailed(messages);
    const out: StreamQuery = { query: query as string, sessionId: sessionId as string };
    if (model !== undefined) out.model = model as string;
    return out;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
