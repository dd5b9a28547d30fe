import { apiRules } from './api-rules';
import { textRuleSchema } from './text-rule';

/** The message the form shows: zod's first issue, as react-hook-form's resolver picks it. */
function firstProblem(schema: ReturnType<typeof textRuleSchema>, value: string) {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0].message;
}

describe('textRuleSchema with the rules generated from the backend', () => {
  const url = textRuleSchema(apiRules.CreateServerDto.url);

  it('accepts http(s) server addresses, trimmed', () => {
    for (const ok of [
      'http://10.0.0.5:11434',
      ' https://models.example.gov/v1 ',
      'http://[::1]:8000',
      'HTTP://Models.Example:8000/v1/',
      'http://host/path@v1',
    ]) {
      expect(firstProblem(url, ok)).toBeNull();
    }
    expect(url.parse(' http://10.0.0.5:11434 ')).toBe('http://10.0.0.5:11434');
  });

  it("names the first problem in the server's words", () => {
    expect(firstProblem(url, '')).toBe('Server URL is required');
    expect(firstProblem(url, 'x'.repeat(2049))).toBe('Server URL is too long');
    expect(firstProblem(url, '10.0.0.5:11434')).toBe(
      'Enter the full address, such as http://10.0.0.5:11434',
    );
    expect(firstProblem(url, 'not a url')).toBe(
      'Enter the full address, such as http://10.0.0.5:11434',
    );
    expect(firstProblem(url, 'ftp://10.0.0.5/models')).toBe(
      'The server URL must start with http:// or https://',
    );
    expect(firstProblem(url, 'http://admin:hunter2@10.0.0.5:11434')).toBe(
      'Remove the user name and password from the URL; credentials are never stored in it',
    );
    expect(firstProblem(url, 'http://')).toBe('The server URL needs a host name');
    expect(firstProblem(url, 'http://10.0.0.5:11434/?token=abc')).toBe(
      'The server URL cannot contain a query (?) or fragment (#)',
    );
  });

  it('applies the slug rule with its one message', () => {
    const slug = textRuleSchema(apiRules.SubscribeDto.slug);
    const message = 'Slug must be 3 to 50 characters: lowercase letters, digits and single hyphens';
    expect(firstProblem(slug, 'acme-health')).toBeNull();
    for (const bad of ['ab', 'Acme', 'acme--health', '-acme', 'x'.repeat(51)]) {
      expect(firstProblem(slug, bad)).toBe(message);
    }
  });
});
