import { authHrefReturningTo, safeReturnTo } from './return-to';

describe('return-to after sign-in', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnTo('/subscribe?plan=professional')).toBe('/subscribe?plan=professional');
    expect(safeReturnTo('/customer-dashboard')).toBe('/customer-dashboard');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeReturnTo(value)).toBeNull();
    }
  });

  it('builds the /auth link with the path encoded', () => {
    expect(authHrefReturningTo('/subscribe?plan=pro')).toBe(
      '/auth?returnTo=%2Fsubscribe%3Fplan%3Dpro',
    );
  });
});
