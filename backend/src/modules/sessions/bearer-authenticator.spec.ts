import { IncomingMessage } from 'node:http';
import { readBearerCredential, readCredential } from './bearer-authenticator';

describe('readBearerCredential', () => {
  it('reads the credential of a Bearer header, in any case of the scheme', () => {
    expect(readBearerCredential('Bearer ikt_abc')).toBe('ikt_abc');
    expect(readBearerCredential('bearer  ikt_abc ')).toBe('ikt_abc');
  });

  it('leaves requests without a Bearer header to the session layer', () => {
    expect(readBearerCredential(undefined)).toBeUndefined();
    expect(readBearerCredential('')).toBeUndefined();
    expect(readBearerCredential('Basic dXNlcjpwYXNz')).toBeUndefined();
    expect(readBearerCredential('Bearerish x')).toBeUndefined();
  });

  it('turns a Bearer header without one usable value into an empty credential (a 401)', () => {
    expect(readBearerCredential('Bearer')).toBe('');
    expect(readBearerCredential('Bearer a b')).toBe('');
  });
});

describe('readCredential', () => {
  const req = (url: string, headers: Record<string, string>) =>
    ({ url, headers }) as unknown as IncomingMessage;

  it('takes x-api-key on Anthropic’s routes only, and Bearer first', () => {
    expect(readCredential(req('/api/v1/messages', { 'x-api-key': 'ikt_k' }))).toBe('ikt_k');
    expect(readCredential(req('/api/v1/messages/count_tokens?x=1', { 'x-api-key': 'k' }))).toBe(
      'k',
    );
    expect(
      readCredential(req('/api/v1/messages', { 'x-api-key': 'k', authorization: 'Bearer b' })),
    ).toBe('b');
    expect(readCredential(req('/api/v1/chat/completions', { 'x-api-key': 'k' }))).toBeUndefined();
    expect(readCredential(req('/api/v1/messagesx', { 'x-api-key': 'k' }))).toBeUndefined();
    expect(readCredential(req('/api/v1/messages', {}))).toBeUndefined();
  });
});
