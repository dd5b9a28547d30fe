import { screen, waitFor, within } from '@testing-library/react';
import {
  serviceHandlers,
  stubCanvas,
} from '@/features/local-edition/testing/local-service-fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';

describe('site frame and routing', () => {
  it('shows the not-found screen for an unknown path, marked noindex', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /go back home/i })).toHaveAttribute('href', '/');
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      ),
    );
  });

  it('highlights the current route and gives the footer the contact anchor', async () => {
    renderRoute('/enterprise');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Enterprise' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /try demo/i })).toHaveAttribute('href', '/demo');
    expect(screen.getByRole('contentinfo')).toHaveAttribute('id', 'contact');
    expect(screen.getByText('sales@ironkeep.example')).toBeInTheDocument();
    const linkedIn = screen.getByRole('link', { name: /linkedin/i });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('applies the dark theme except on paths containing /demo', async () => {
    const { router } = renderRoute('/privacy');
    await screen.findByRole('heading', { name: 'Privacy Policy' });
    expect(document.documentElement).toHaveClass('dark');
    await router.navigate('/demo/unified');
    await screen.findByRole('heading', { name: 'Employee AI Assistant Platform' });
    expect(document.documentElement).not.toHaveClass('dark');
  });

  it.each([
    ['/demo/enhanced', 'Employee AI Assistant Platform'],
    ['/pricing', 'Plans & Pricing'],
    // An unknown slug falls back to the HIPAA guide (spec §8).
    [
      '/blog/some-article',
      'How to Deploy Private AI in Healthcare: A Complete HIPAA Compliance Guide',
    ],
  ])('registers %s', async (path, title) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  // The chat page calls the local service on load: answered here, so no request of it fails and
  // logs after the file has ended (vitest failed a green run on such a late console.error).
  it('registers /local-chat', async () => {
    stubCanvas();
    mockFetch(serviceHandlers());
    renderRoute('/local-chat');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'IronKeep AI Local Edition' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
  });
});
