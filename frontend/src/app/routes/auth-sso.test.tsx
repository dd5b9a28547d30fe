import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';

const providers = (body: object) => ({ 'GET /api/auth/providers': () => jsonResponse(body) });

describe('/auth with single sign-on and directory settings', () => {
  it('offers "Sign in with {label}" as a link that returns to where the visitor was going', async () => {
    mockFetch(providers({ local: true, oidc: { label: 'Acme SSO' }, ldap: false }));
    renderRoute('/auth?returnTo=%2Fsubscribe%3Fplan%3Dpro');
    const link = await screen.findByRole('link', { name: 'Sign in with Acme SSO' });
    expect(link).toHaveAttribute('href', '/api/auth/oidc/login?returnTo=%2Fsubscribe%3Fplan%3Dpro');
    expect(screen.getByRole('tab', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('says why the last attempt failed, from the code only', async () => {
    mockFetch(providers({ local: true, oidc: { label: 'Acme SSO' }, ldap: false }));
    renderRoute('/auth?error=sso_state');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your single sign-on attempt expired or was started in another browser. Please try again.',
    );
  });

  it('shows a generic message for an unknown code, never the text of the URL', async () => {
    mockFetch(providers({ local: true, oidc: null, ldap: false }));
    renderRoute('/auth?error=%3Cb%3Eyou%20were%20hacked%3C%2Fb%3E');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Single sign-on failed. Please try again.');
    expect(alert).not.toHaveTextContent('hacked');
  });

  it('hides registration and tucks the password form away when local sign-in is off', async () => {
    mockFetch(providers({ local: false, oidc: { label: 'Okta' }, ldap: false }));
    renderRoute('/auth');
    await screen.findByRole('link', { name: 'Sign in with Okta' });
    expect(screen.queryByRole('tab', { name: 'Create Account' })).not.toBeInTheDocument();
    expect(screen.getByText('Administrator sign-in')).toBeInTheDocument();
  });

  it('shows the sign-in form without registration for directory accounts', async () => {
    mockFetch(providers({ local: false, oidc: null, ldap: true }));
    renderRoute('/auth');
    expect(await screen.findByText('Use your directory (LDAP) account.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Create Account' })).not.toBeInTheDocument();
  });
});
