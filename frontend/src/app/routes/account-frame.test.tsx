import { screen, waitFor } from '@testing-library/react';
import { resetVisits } from '@/lib/previous-page';
import { jsonResponse, mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';

const alice = {
  id: 'u1',
  username: 'alice',
  email: null,
  role: 'user',
  isActive: true,
  createdAt: '2025-01-05T10:00:00.000Z',
  organizationId: 'org-1',
  twoFactorEnabled: false,
};

// Issue 34: one signed-in shell. Every account page is framed by the site's header and footer
// (/dashboard used to draw its own header and no footer), and the frame is the same component
// as the public pages', so crossing between them keeps the header (and an open menu) mounted.
describe('the signed-in shell', () => {
  beforeEach(() => {
    resetVisits();
    mockFetch({ 'GET /api/auth/me': () => jsonResponse({ success: true, user: alice }) });
  });

  it('frames /dashboard like every account page: site header, footer', async () => {
    renderRoute('/dashboard');
    expect(await screen.findByText('Welcome back, alice!')).toBeInTheDocument();
    expect(document.querySelector('[data-frame="account"]')).not.toBeNull();
    expect(screen.getByRole('banner')).toHaveAttribute('data-site-header');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('keeps the same header element from a public page to an account page', async () => {
    const { router } = renderRoute('/privacy');
    await screen.findAllByRole('heading', { name: 'Privacy Policy' });
    const header = document.querySelector('[data-site-header]');
    expect(header).not.toBeNull();
    await router.navigate('/dashboard');
    expect(await screen.findByText('Welcome back, alice!')).toBeInTheDocument();
    expect(document.querySelector('[data-site-header]')).toBe(header);
    expect(document.querySelector('[data-frame="account"]')).not.toBeNull();
  });

  it('back links name the page the user came from, else the dashboard', async () => {
    const { router } = renderRoute('/settings');
    expect(await screen.findByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await router.navigate('/memory');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute(
        'href',
        '/settings',
      ),
    );
  });
});
