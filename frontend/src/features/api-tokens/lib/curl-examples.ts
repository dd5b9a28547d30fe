import type { CreatedApiToken } from '../api/create-api-token';

export type CurlExample = {
  scope: CreatedApiToken['scopes'][number];
  what: string;
  command: string;
};

/**
 * One request per scope the token has, each one that scope alone allows (docs/identity.md: read
 * is GET, write is PUT/POST/DELETE, inference is /api/v1 only, and none implies another), so an
 * example never answers 403 TOKEN_SCOPE_INSUFFICIENT. The secret is cut short: the field above
 * holds it whole.
 */
export function curlExamples(created: CreatedApiToken, origin: string): CurlExample[] {
  const auth = `curl -H "Authorization: Bearer ${created.token.slice(0, 12)}…"`;
  const examples: Record<CurlExample['scope'], Omit<CurlExample, 'scope'>> = {
    read: { what: 'Your account', command: `${auth} \\\n  ${origin}/api/auth/me` },
    // An empty body changes nothing: the answer is the profile as it is.
    write: {
      what: 'An update that changes nothing',
      command: `${auth} -X PUT \\\n  -H 'Content-Type: application/json' -d '{}' \\\n  ${origin}/api/profile`,
    },
    inference: {
      what: "The models your organization's AI servers serve (OpenAI-compatible API)",
      command: `${auth} \\\n  ${origin}/api/v1/models`,
    },
  };
  return created.scopes.map((scope) => ({ scope, ...examples[scope] }));
}
