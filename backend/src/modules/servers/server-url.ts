import { failedCheck, TextRule } from '../../common/validation/text-rule';

const ENTER_FULL_ADDRESS = 'Enter the full address, such as http://10.0.0.5:11434';

/**
 * What a server URL may be: an http(s) address with a host, without credentials, a query or a
 * fragment. Defined once as ordered checks (the first that fails names the problem), so the
 * frontend receives the same checks and messages through the OpenAPI document
 * (CreateServerDto.url) instead of a copy.
 */
export const SERVER_URL_RULE: TextRule = {
  minLength: 1,
  maxLength: 2048,
  tooShort: 'Server URL is required',
  tooLong: 'Server URL is too long',
  checks: [
    { pattern: '^[A-Za-z][A-Za-z0-9+.-]*:\\S+$', message: ENTER_FULL_ADDRESS },
    {
      pattern: '^[Hh][Tt][Tt][Pp][Ss]?://',
      message: 'The server URL must start with http:// or https://',
    },
    {
      // An @ before the path ends the authority: user name and/or password.
      pattern: '^[^:]+://[^/\\\\?#@]*(?:[/\\\\?#]|$)',
      message: 'Remove the user name and password from the URL; credentials are never stored in it',
    },
    { pattern: '^[^:]+://[^/\\\\?#:]', message: 'The server URL needs a host name' },
    {
      pattern: '^[^?#]*$',
      message: 'The server URL cannot contain a query (?) or fragment (#)',
    },
  ],
};

/**
 * Why a server URL is refused, or null when it is acceptable. Past the shared checks the URL
 * must also parse (e.g. an IPv4 address with a part above 255 does not); only the backend
 * stores it, so only the backend parses it.
 */
export function serverUrlProblem(raw: string): string | null {
  return failedCheck(SERVER_URL_RULE, raw) ?? (URL.canParse(raw) ? null : ENTER_FULL_ADDRESS);
}

/** The URL as stored: parsed and re-serialised, without a trailing slash. */
export function normaliseServerUrl(raw: string): string {
  return new URL(raw).toString().replace(/\/+$/, '');
}
