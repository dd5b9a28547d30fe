import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@/testing/render-route';

describe('public marketing pages', () => {
  afterEach(() => {
    delete window._hsq;
  });

  it('home: hero links, section anchors, and the page (not the footer) owns #contact', async () => {
    const { container } = renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Your AI. Your Servers. Your Data.' });
    expect(screen.getAllByRole('link', { name: /Explore Enterprise/ })[0]).toHaveAttribute(
      'href',
      '/enterprise',
    );
    expect(screen.getByRole('link', { name: 'View Demo' })).toHaveAttribute(
      'href',
      '/demo/unified?tour=1',
    );
    for (const badge of ['SOC 2 Compliant', 'Zero Data Sharing', 'Self-Hosted']) {
      expect(screen.getByText(badge)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Have questions? Contact us' })).toHaveAttribute(
      'href',
      '#contact',
    );
    for (const id of ['features', 'use-cases', 'faq', 'contact']) {
      expect(container.querySelectorAll(`#${id}`)).toHaveLength(1);
    }
    expect(screen.getByRole('contentinfo')).not.toHaveAttribute('id', 'contact');
    expect(screen.getByRole('heading', { name: 'Industries We Serve' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Ready to Deploy Private AI?' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Send us a Message')).toBeInTheDocument();
    expect(screen.getByText('Stay Updated')).toBeInTheDocument();
    // One "Ready to …" call to action (spec §2's closing one), not two back to back (issue 34).
    expect(screen.getAllByRole('heading', { name: /^Ready to/ })).toHaveLength(1);
    const contact = screen.getByRole('region', {
      name: 'Talk to Us About Securing Your AI Infrastructure',
    });
    expect(within(contact).getByRole('link', { name: 'sales@ironkeep.example' })).toHaveAttribute(
      'href',
      'mailto:sales@ironkeep.example',
    );
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
        'href',
        'https://ironkeep.example/',
      ),
    );
  });

  it('home FAQ: five native <details name="faq"> (the browser keeps one open), all closed', async () => {
    renderRoute('/');
    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.querySelectorAll('details');
    expect(questions).toHaveLength(5);
    questions.forEach((details) => {
      expect(details.getAttribute('name')).toBe('faq');
      expect(details.open).toBe(false);
      expect(details.firstElementChild?.tagName).toBe('SUMMARY');
    });
    // No script drives it: the section has no buttons of its own.
    expect(within(faq).queryAllByRole('button')).toHaveLength(0);
  });

  it('blog: chips, search, Featured only unfiltered, counts, empty state and Clear Filters', async () => {
    renderRoute('/blog');
    expect(await screen.findByRole('heading', { name: 'Featured' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Articles' })).toBeInTheDocument();
    expect(screen.getByText('6 articles found, 2 of them featured above')).toBeInTheDocument();
    // Each article once: the two featured ones are not repeated under All Articles (issue 34).
    const articleLinks = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    const listed = [...articleLinks('Featured'), ...articleLinks('All Articles')];
    expect(listed).toHaveLength(6);
    expect(new Set(listed).size).toBe(6);
    await userEvent.click(screen.getByRole('button', { name: 'Government' }));
    expect(screen.getByRole('heading', { name: 'Government Articles' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Featured' })).not.toBeInTheDocument();
    expect(screen.getByText('1 article found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await userEvent.type(screen.getByLabelText('Search articles'), 'no-such-topic');
    expect(
      screen.getByRole('heading', { name: 'Search Results for no-such-topic' }),
    ).toBeInTheDocument();
    expect(screen.getByText('No articles found matching your criteria.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByText('6 articles found, 2 of them featured above')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        'https://ironkeep.example/blog',
      ),
    );
  });

  it('article: numbered contents, related reads, tracking call; unknown slug → HIPAA', async () => {
    window._hsq = [];
    renderRoute('/blog/no-such-slug');
    const toc = await screen.findByRole('navigation', { name: 'Table of Contents' });
    const entries = within(toc).getAllByRole('link');
    expect(entries).toHaveLength(9);
    expect(entries[0]).toHaveTextContent('01Introduction');
    expect(entries[8].textContent).toMatch(/^09/);
    expect(entries[0]).toHaveAttribute('href', '#introduction');
    const related = screen.getByRole('region', { name: 'Related Articles' });
    expect(within(related).getByText('12 min read')).toBeInTheDocument();
    expect(within(related).getByText('10 min read')).toBeInTheDocument();
    expect(within(related).getByText('18 min read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Discovery Session' })).toBeInTheDocument();
    expect(window._hsq).toEqual([['setPath', '/blog/no-such-slug'], ['trackPageView']]);
  });

  it.each([
    ['/privacy', 'Privacy Policy', ['Information We Collect', 'Data Sovereignty', 'Contact Us']],
    ['/terms', 'Terms of Service', ['Acceptance of Terms', 'Limitation of Liability']],
  ])('%s shows its sections and date', async (path, title, headings) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Last updated: December 20, 2024')).toBeInTheDocument();
    for (const h of headings) expect(screen.getByRole('heading', { name: h })).toBeInTheDocument();
  });

  it('enterprise shows its key sections', async () => {
    renderRoute('/enterprise');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enterprise AI Infrastructure' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Discovery & Scoping' })).toBeInTheDocument();
    expect(screen.getByText('On Roadmap')).toBeInTheDocument();
  });

  it('solutions shows its cards and contact block', async () => {
    renderRoute('/solutions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AI Infrastructure Solutions' }),
    ).toBeInTheDocument();
    const scheduleLinks = screen.getAllByRole('link', { name: /Schedule Discovery Call/ });
    expect(scheduleLinks.length).toBeGreaterThan(3);
    // To the form on /enterprise, not the top of that page (issue 34).
    for (const link of scheduleLinks) {
      expect(link).toHaveAttribute('href', '/enterprise#discovery-form');
    }
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:sales@ironkeep\.example/),
    );
  });
});
