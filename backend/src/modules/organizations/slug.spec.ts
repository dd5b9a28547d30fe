import { isValidSlug, slugCandidates, slugify } from './slug';

describe('organisation slugs', () => {
  it('derives a slug from a name', () => {
    expect(slugify('Acme Health, Inc.')).toBe('acme-health-inc');
    expect(slugify('  Crème Brûlée  Labs ')).toBe('creme-brulee-labs');
    expect(slugify('---')).toBe('');
    expect(slugify('a'.repeat(49) + ' b')).toBe('a'.repeat(49));
  });

  it('accepts only lowercase groups joined by single hyphens, 3 to 50 long', () => {
    for (const ok of ['acme', 'acme-health', 'a1-b2-c3', 'x'.repeat(50)]) {
      expect(isValidSlug(ok)).toBe(true);
    }
    for (const bad of ['ab', 'Acme', 'acme--health', '-acme', 'acme-', 'ac me', 'x'.repeat(51)]) {
      expect(isValidSlug(bad)).toBe(false);
    }
  });

  it('refuses reserved words', () => {
    expect(isValidSlug('admin')).toBe(false);
    expect(isValidSlug('billing')).toBe(false);
  });

  it('offers numbered alternatives that stay valid', () => {
    const candidates = slugCandidates('x'.repeat(50));
    expect(candidates[0]).toBe('x'.repeat(50));
    expect(candidates[1]).toBe('x'.repeat(48) + '-2');
    expect(candidates.every(isValidSlug)).toBe(true);
    expect(slugCandidates('ab')[0]).toBe('ab-org');
  });
});
