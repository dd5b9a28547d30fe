import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasSessionHint, writeSessionHint } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';

const bob = {
  id: 'u2',
  username: 'bob',
  email: null,
  role: 'admin',
  isActive: true,
  createdAt: '2025-01-05T10:00:00.000Z',
  organizationId: null,
  twoFactorEnabled: false,
};

const mainNav = () => screen.findByRole('navigation', { name: 'Main' });

describe('site header: signed-in state', () => {
  it('an anonymous visitor (no hint) sees "Sign in" and causes no request', async () => {
    const fetchMock = mockFetch({});
    renderRoute('/enterprise');
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    // Longer than the idle check's fallback delay: it would have asked by now.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with the hint, asks /api/auth/me once when idle and shows Dashboard, the name, Logout', async () => {
    writeSessionHint(true);
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: bob }),
    });
    renderRoute('/');
    const nav = await mainNav();
    expect(await within(nav).findByText('bob')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    // Two header parts (desktop bar, phone bar) asked at once: one request.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a 401 with the hint means signed out: "Sign in", and the hint is gone', async () => {
    writeSessionHint(true);
    mockFetch({ 'GET /api/auth/me': () => new Response('', { status: 401 }) });
    renderRoute('/');
    await waitFor(() => expect(hasSessionHint()).toBe(false));
    expect(within(await mainNav()).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it("on an account screen, the screen's own /api/auth/me fills the header (no hint needed)", async () => {
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: bob }),
      'GET /api/auth/2fa/status': () =>
        jsonResponse({ twoFactorEnabled: false, backupCodesCount: 0 }),
    });
    renderRoute('/settings');
    const nav = await mainNav();
    expect(await within(nav).findByText('bob')).toBeInTheDocument();
    expect(hasSessionHint()).toBe(true);
  });

  it('Logout in the header signs out and hard-navigates home', async () => {
    writeSessionHint(true);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => jsonResponse({ success: true, user: bob }),
      'GET /api/csrf-token': () => jsonResponse({ token: 't' }),
      'POST /api/auth/logout': () => jsonResponse({ success: true }),
    });
    renderRoute('/enterprise');
    const nav = await mainNav();
    await userEvent.click(await within(nav).findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/auth/logout');
    expect(hasSessionHint()).toBe(false);
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
