import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { LOCAL_WEB_INTERFACE_META_TAG } from '@/config/web-interface';
import { NextSteps } from '@/features/local-edition/components/download/next-steps';
import type { AcceptedKey } from '@/features/local-edition/lib/check-license-key';
import {
  serviceHandlers,
  stubCanvas,
} from '@/features/local-edition/testing/local-service-fixtures';
import { mockFetch } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render-route';

/**
 * The local edition's web interface (:3001) serves the same build as the SaaS site, but only
 * /local-chat and /download; its servers send the shell marked with a meta tag
 * (dist/local-app.html). Its header and footer used to be the SaaS site's, whose links (Pricing,
 * Sign in, Dashboard) opened pages that do not work on a customer's machine.
 */
function serveAsLocalWebInterface() {
  document.head.insertAdjacentHTML('beforeend', LOCAL_WEB_INTERFACE_META_TAG);
}

afterEach(() => {
  document.head.querySelector('meta[name="ironkeep-web-interface"]')?.remove();
});

const LOCAL_PAGES = ['/local-chat', '/download'];

/** Every link of the frame's header and footer (not the page's), as "name → href". */
function frameLinks() {
  const parts = ['header', 'footer'].map((tag) => {
    const part = document.querySelector<HTMLElement>(`[data-frame] > ${tag}`);
    if (!part) throw new Error(`no ${tag} in the frame`);
    return part;
  });
  return parts.flatMap((part) =>
    within(part)
      .queryAllByRole('link')
      .map((link) => `${link.textContent?.trim()} → ${link.getAttribute('href')}`),
  );
}

async function openLocalChat() {
  stubCanvas();
  mockFetch(serviceHandlers());
  const view = renderRoute('/local-chat');
  await screen.findByRole('textbox', { name: 'Message' });
  return view;
}

describe('served as the local web interface', () => {
  beforeEach(serveAsLocalWebInterface);

  it('/local-chat: the header links to the chat and setup only; the footer has no links', async () => {
    await openLocalChat();
    expect(frameLinks()).toEqual([
      'IronKeep AILocal Edition, chat → /local-chat',
      'Chat → /local-chat',
      'License & setup → /download',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
    for (const saas of [/sign in/i, /pricing/i, /dashboard/i, /try demo/i, /enterprise/i]) {
      expect(screen.queryByRole('link', { name: saas })).not.toBeInTheDocument();
    }
    expect(screen.getByRole('contentinfo')).toHaveTextContent('IronKeep AI Local Edition');
  });

  it('/download: the same frame, and no request for a SaaS session', async () => {
    const fetchMock = mockFetch({});
    renderRoute('/download');
    await screen.findByLabelText('License key');
    expect(frameLinks().every((link) => LOCAL_PAGES.some((page) => link.endsWith(page)))).toBe(
      true,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'License & setup' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('button', { name: /open menu/i })).not.toBeInTheDocument();
    // Longer than the header's idle session check would wait.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['/', '/pricing', '/dashboard', '/enterprise', '/no-such-page'])(
    'a link or Back to %s inside the loaded page opens the chat, as the servers answer it',
    async (path) => {
      const { router } = await openLocalChat();
      await router.navigate(path);
      expect(router.state.location.pathname).toBe('/local-chat');
      expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Plans & Pricing' })).not.toBeInTheDocument();
    },
  );

  it("the download page's next steps leave out the SaaS site's enterprise page", () => {
    render(
      <MemoryRouter>
        <NextSteps accepted={ACCEPTED} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /open the local chat/i })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /enterprise/i })).not.toBeInTheDocument();
  });
});

describe('served by the SaaS site (no tag)', () => {
  it('/local-chat keeps the site header and footer', async () => {
    await openLocalChat();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Enterprise', 'Pricing', 'Sign in']) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('the next steps still name the enterprise page', () => {
    render(
      <MemoryRouter>
        <NextSteps accepted={ACCEPTED} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /enterprise deployments/i })).toHaveAttribute(
      'href',
      '/enterprise',
    );
  });
});

const ACCEPTED: AcceptedKey = {
  outcome: 'accepted',
  key: 'IRON-PRO-test',
  tier: 'pro',
  maxUsers: 5,
  features: ['basic_chat'],
  organization: 'Acme Health',
  expiresAt: '2099-03-01T00:00:00.000Z',
  signature: 'verified',
};
