const ALLOWED = /[^A-Za-z0-9._-]+/g;
const MIN = 3;
const MAX = 50;

/**
 * Usernames to try for a new account from a provider's hints (preferred_username, the e-mail's
 * local part, the subject), cleaned to the local username rule (3–50 of letters, digits, dots,
 * dashes, underscores). A name already taken gets a numeric suffix rather than the other
 * account: a name is never a link to an existing user.
 */
export function usernameCandidates(hints: readonly (string | null | undefined)[]): string[] {
  const base =
    hints
      .map((hint) => (hint ?? '').replace(ALLOWED, '').slice(0, MAX))
      .find((clean) => clean.length >= MIN) ?? 'user';
  const names = [base];
  for (let n = 2; n <= 9; n += 1) names.push(`${base.slice(0, MAX - 2)}-${n}`);
  return names;
}
