import { combinedPattern, failedCheck } from '../../common/validation/text-rule';
import { normaliseServerUrl, SERVER_URL_RULE, serverUrlProblem } from './server-url';

describe('server URLs', () => {
  it('accepts http and https addresses with a port and path', () => {
    for (const ok of [
      'http://10.0.0.5:11434',
      'https://models.example.gov/v1',
      'http://[::1]:8000',
      'http://localhost:8080',
      'HTTP://Models.Example:8000/v1/',
      'http://host/path@v1',
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
    expect(serverUrlProblem('http://')).toBe('The server URL needs a host name');
  });

  it('refuses what the shared checks let through but does not parse as a URL', () => {
    // The frontend runs only the checks; the backend, which stores the URL, also parses it.
    expect(serverUrlProblem('http://999.1.1.1')).toBe(
      'Enter the full address, such as http://10.0.0.5:11434',
    );
    expect(serverUrlProblem('http://host:port')).toMatch(/full address/);
  });

  it('publishes one pattern that agrees with the checks', () => {
    const pattern = new RegExp(combinedPattern(SERVER_URL_RULE)!);
    for (const value of ['http://10.0.0.5:11434', 'ftp://h', 'http://a@b', 'http://h/?q', 'x']) {
      expect(pattern.test(value)).toBe(failedCheck(SERVER_URL_RULE, value) === null);
    }
  });

  it('stores a canonical form without the trailing slash', () => {
    expect(normaliseServerUrl('HTTP://Models.Example:8000/v1/')).toBe(
      'http://models.example:8000/v1',
    );
    expect(normaliseServerUrl('http://host:80/')).toBe('http://host');
  });
});
