import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { takeCarriedToast } from '@/lib/carried-toast';
import { getSession, hasSessionHint } from '@/lib/session';
import { renderRoute } from '@/testing/render-route';

const alice = {
  id: 'u1',
  username: 'alice',
  email: null,
  role: 'user',
  isActive: true,
  createdAt: '2025-01-05T10:00:00.000Z',
  organizationId: null,
  twoFactorEnabled: false,
};

describe('/dashboard', () => {
  it('redirects to /auth when /api/auth/me answers 401', async () => {
    mockFetch({ 'GET /api/auth/me': () => new Response('', { status: 401 }) });
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the loading spinner, then greets the signed-in user', async () => {
    mockFetch({ 'GET /api/auth/me': () => jsonResponse({ success: true, user: alice }) });
    const { router } = renderRoute('/dashboard');
    expect(await screen.findByText('Welcome back, alice!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.getByText('All systems operational')).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2025')).toBeInTheDocument();
    expect(screen.getByText('Account secured with encrypted password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    // The members' assistants, not the marketing demo (issue 32).
    expect(screen.getByRole('link', { name: /Open assistants/ })).toHaveAttribute(
      'href',
      '/assistants',
    );
    expect(screen.getByRole('link', { name: 'Create Organization' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
  });

  it('links a member of an organization to the organization dashboard', async () => {
    mockFetch({
      'GET /api/auth/me': () =>
        jsonResponse({ success: true, user: { ...alice, organizationId: 'org-1' } }),
    });
    renderRoute('/dashboard');
    expect(
      await screen.findByRole('link', { name: 'Open your organization dashboard' }),
    ).toHaveAttribute('href', '/customer-dashboard');
  });

  it('treats success:false as signed out', async () => {
    mockFetch({ 'GET /api/auth/me': () => jsonResponse({ success: false }) });
    const { router } = renderRoute('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('logs out: posts with the CSRF token, toasts and hard-navigates home', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: alice }),
      'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
      'POST /api/auth/logout': () => jsonResponse({ success: true }),
    });
    renderRoute('/dashboard');
    await waitFor(() => expect(hasSessionHint()).toBe(true));
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(await screen.findByText('Logged Out')).toBeInTheDocument();
    // ...and the page that / loads shows it again (issue 34: the reload threw it away).
    expect(takeCarriedToast()).toEqual({
      title: 'Logged Out',
      description: 'You have been successfully logged out.',
    });
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/logout');
    // This side forgets the session: the header's state and its hint (the reload drops the rest).
    expect(getSession()).toEqual({ status: 'signed-out' });
    expect(hasSessionHint()).toBe(false);
  });

  it('says the session expired when logout fails with 403', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: alice }),
      'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
      'POST /api/auth/logout': () => jsonResponse({ message: 'Invalid CSRF token' }, 403),
    });
    renderRoute('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('/');
    expect(takeCarriedToast()?.title).toBe('Session Expired');
  });
});
