import { DEFAULT_LOCAL_API_BASE, parseLocalApiBase } from './local-service';

describe('VITE_LOCAL_API_BASE', () => {
  it('defaults to the local machine on port 8080', () => {
    expect(parseLocalApiBase(undefined)).toBe('http://localhost:8080');
    expect(parseLocalApiBase('')).toBe(DEFAULT_LOCAL_API_BASE);
  });

  it('accepts an http(s) base and drops a trailing slash', () => {
    expect(parseLocalApiBase('http://10.0.0.5:8080/')).toBe('http://10.0.0.5:8080');
    expect(parseLocalApiBase('https://chat.internal/api/')).toBe('https://chat.internal/api');
  });

  it.each(['localhost:8080', 'ftp://host', 'http://u:p@host', 'http://host/?x=1', 'not a url'])(
    'refuses %s',
    (value) => {
      expect(() => parseLocalApiBase(value)).toThrow(/VITE_LOCAL_API_BASE/);
    },
  );
});
