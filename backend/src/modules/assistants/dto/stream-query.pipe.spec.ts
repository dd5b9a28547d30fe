import { HttpException, ValidationPipe } from '@nestjs/common';
import { toErrorBody } from '../../../common/errors/all-exceptions.filter';
import { STREAM_QUERY_MESSAGES, StreamQueryDto } from './stream-query.dto';
import { StreamQueryPipe } from './stream-query.pipe';

// The pipe must answer exactly as the app's global ValidationPipe would with StreamQueryDto.
const reference = new ValidationPipe({
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
});

/** The value, or the error body the client receives (through the app's one exception filter). */
async function outcome(run: () => unknown): Promise<unknown> {
  try {
    return { ok: { ...((await run()) as object) } };
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    return { error: toErrorBody(error) };
  }
}

const long = 'x'.repeat(2001);
const cases: [string, unknown][] = [
  ['a valid question', { query: 'How is IronKeep priced?', sessionId: 'demobrain1_a-b' }],
  ['a question padded with spaces', { query: '  pricing  ', sessionId: 's' }],
  ['exactly 2,000 characters', { query: 'y'.repeat(2000), sessionId: 's' }],
  ['2,000 characters after trimming', { query: ` ${'y'.repeat(2000)} `, sessionId: 's' }],
  ['2,001 characters', { query: long, sessionId: 's' }],
  ['a blank question', { query: '   ', sessionId: 's' }],
  ['an empty question', { query: '', sessionId: 's' }],
  ['a missing question', { sessionId: 's' }],
  ['a numeric question', { query: 42, sessionId: 's' }],
  ['a null question', { query: null, sessionId: 's' }],
  ['an array question', { query: ['a'], sessionId: 's' }],
  ['a missing session id', { query: 'q' }],
  ['an empty session id', { query: 'q', sessionId: '' }],
  ['a session id with a slash', { query: 'q', sessionId: 'a/b' }],
  ['a 101-character session id', { query: 'q', sessionId: 'a'.repeat(101) }],
  ['a numeric session id', { query: 'q', sessionId: 7 }],
  ['an unknown field', { query: 'q', sessionId: 's', admin: true }],
  ['everything wrong at once', { query: '', sessionId: '/', extra: 1 }],
  ['an empty body', {}],
  ['an object question', { query: { text: 'q' }, sessionId: 's' }],
  ['a false question', { query: false, sessionId: 's' }],
  ['a null session id', { query: 'q', sessionId: null }],
  ['a model', { query: 'q', sessionId: 's', model: 'llama3.1:8b' }],
  ['a null model', { query: 'q', sessionId: 's', model: null }],
  ['an empty model', { query: 'q', sessionId: 's', model: '' }],
  ['a numeric model', { query: 'q', sessionId: 's', model: 7 }],
  ['a 201-character model', { query: 'q', sessionId: 's', model: 'm'.repeat(201) }],
  ['a model on two lines', { query: 'q', sessionId: 's', model: 'a\nb' }],
  ['a bad model and question', { query: '', sessionId: 's', model: [] }],
];

describe('StreamQueryPipe', () => {
  it.each(cases)('answers %s exactly as ValidationPipe with StreamQueryDto', async (_, body) => {
    const expected = await outcome(() =>
      reference.transform(structuredClone(body), { type: 'body', metatype: StreamQueryDto }),
    );
    const actual = await outcome(() => new StreamQueryPipe().transform(structuredClone(body)));
    expect(actual).toEqual(expected);
  });

  it('answers 400 VALIDATION_FAILED with the list of messages', async () => {
    expect(await outcome(() => new StreamQueryPipe().transform({ query: 'q' }))).toEqual({
      error: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: [STREAM_QUERY_MESSAGES.sessionIdPattern, STREAM_QUERY_MESSAGES.sessionId],
      },
    });
  });

  it('trims the question it returns', () => {
    expect(new StreamQueryPipe().transform({ query: '  hi  ', sessionId: 's' })).toEqual({
      query: 'hi',
      sessionId: 's',
    });
  });
});
