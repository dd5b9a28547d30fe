/** Mirrors the server's organisations/slug.ts (the server has the final word on reserved words). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE =
  'Slug must be 3 to 50 characters: lowercase letters, digits and single hyphens';

/** "Acme Health, Inc." → "acme-health-inc". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
}
