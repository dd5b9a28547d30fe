import { normaliseServerUrl, serverUrlProblem } from './server-url';

describe('server URLs', () => {
  it('accepts http and https addresses with a port and path', () => {
    for (const ok of [
      'http://10.0.0.5:11434',
      'https://models.example.gov/v1',
      'http://[::1]:8000',
      'http://localhost:8080',
    ]) {
      expect(serverUrlProblem(ok)).toBeNull();
    }
  });

  it('refuses other schemes, credentials, queries and non-URLs', () => {
    expect(serverUrlProblem('ftp://host')).toMatch(/http:\/\/ or https:\/\//);
    expect(serverUrlProblem('file:///etc/passwd')).toMatch(/http:\/\/ or https:\/\//);
    expect(serverUrlProblem('javascript:alert(1)')).toMatch(/http:\/\/ or https:\/\//);
    expect(serverUrlProblem('http://admin:secret@host')).toMatch(/credentials/);
    expect(serverUrlProblem('http://token@host')).toMatch(/credentials/);
    expect(serverUrlProblem('http://host/?a=1')).toMatch(/query/);
    expect(serverUrlProblem('10.0.0.5:11434')).not.toBeNull();
    expect(serverUrlProblem('not a url')).toMatch(/full address/);
  });

  it('stores a canonical form without the trailing slash', () => {
    expect(normaliseServerUrl('HTTP://Models.Example:8000/v1/')).toBe(
      'http://models.example:8000/v1',
    );
    expect(normaliseServerUrl('http://host:80/')).toBe('http://host');
  });
});
