import { apiRules } from '@/lib/api-rules';

/**
 * The server's slug rule (SubscribeDto.slug in the OpenAPI document, generated into api-rules.ts);
 * the server also refuses reserved words, which the availability check reports.
 */
export const SLUG_RULE = apiRules.SubscribeDto.slug;
export const SLUG_PATTERN = new RegExp(SLUG_RULE.checks[0].pattern);

/**
 * "Acme Health, Inc." → "acme-health-inc": a suggestion while the name is typed, within the
 * rule's length; the server's checks decide.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_RULE.maxLength)
    .replace(/-+$/, '');
}
