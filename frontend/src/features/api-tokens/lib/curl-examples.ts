import type { CreatedApiToken } from '../api/create-api-token';

export type CurlExample = {
  scope: CreatedApiToken['scopes'][number];
  what: string;
  /** As shown: the secret cut short. */
  command: string;
  /** What the copy button copies: the same command with the whole secret, ready to run. */
  fullCommand: string;
};

/**
 * One request per scope the token has, each one that scope alone allows (docs/identity.md: read
 * is GET, write is PUT/POST/DELETE, inference is /api/v1 only, and none implies another), so an
 * example never answers 403 TOKEN_SCOPE_INSUFFICIENT. The secret is cut short: the field above
 * holds it whole, and each example's copy button copies it with the whole secret.
 */
export function curlExamples(created: CreatedApiToken, origin: string): CurlExample[] {
  const shown = `curl -H "Authorization: Bearer ${created.token.slice(0, 12)}…"`;
  const auth = 'AUTH';
  const examples: Record<CurlExample['scope'], { what: string; command: string }> = {
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
  const whole = `curl -H "Authorization: Bearer ${created.token}"`;
  return created.scopes.map((scope) => {
    const { what, command } = examples[scope];
    return {
      scope,
      what,
      command: command.replace(auth, shown),
      fullCommand: command.replace(auth, whole),
    };
  });
}
