import { readBearerCredential } from './bearer-authenticator';

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
