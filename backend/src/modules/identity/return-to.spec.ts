import { DEFAULT_RETURN_TO, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps same-origin relative paths with their query and fragment', () => {
    expect(safeReturnTo('/settings')).toBe('/settings');
    expect(safeReturnTo('/memory?tab=2#top')).toBe('/memory?tab=2#top');
  });

  it.each([
    undefined,
    '',
    'settings',
    '//evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/a\nb',
    '/api/auth/me',
    `/${'a'.repeat(600)}`,
    ['/settings'],
  ])('sends %p to /dashboard', (raw) => {
    expect(safeReturnTo(raw)).toBe(DEFAULT_RETURN_TO);
  });

  it('leaves percent-encoded bytes encoded: harmless in a Location header, same origin', () => {
    expect(safeReturnTo('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
  });
});
