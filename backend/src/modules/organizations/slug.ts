import { TextRule } from '../../common/validation/text-rule';

const SLUG_MESSAGE =
  'Slug must be 3 to 50 characters: lowercase letters, digits and single hyphens';

/**
 * Organisation addresses: lowercase letters and digits in groups joined by single hyphens. The
 * frontend receives this rule through the OpenAPI document (SubscribeDto.slug); reserved words
 * stay here and reach the page through the availability check.
 */
export const SLUG_RULE: TextRule = {
  minLength: 3,
  maxLength: 50,
  tooShort: SLUG_MESSAGE,
  tooLong: SLUG_MESSAGE,
  checks: [{ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', message: SLUG_MESSAGE }],
};
export const SLUG_MIN = SLUG_RULE.minLength;
export const SLUG_MAX = SLUG_RULE.maxLength;
export const SLUG_PATTERN = new RegExp(SLUG_RULE.checks[0].pattern);

/** Words that would read as the vendor's own pages or confuse support staff. */
const RESERVED = new Set(['admin', 'api', 'billing', 'ironkeep', 'settings', 'support', 'www']);

export function isValidSlug(slug: string): boolean {
  return (
    slug.length >= SLUG_MIN &&
    slug.length <= SLUG_MAX &&
    SLUG_PATTERN.test(slug) &&
    !RESERVED.has(slug)
  );
}

/** "Acme Health, Inc." → "acme-health-inc"; accents dropped, anything else becomes a hyphen. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** Candidates for a free slug: the base, then base-2 … base-9 (kept within the length limit). */
export function slugCandidates(base: string): string[] {
  const stem = base.length >= SLUG_MIN ? base : `${base}-org`.replace(/^-/, '');
  return [stem, ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${stem.slice(0, SLUG_MAX - 2)}-${n}`)];
}
