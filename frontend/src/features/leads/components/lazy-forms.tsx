import type { ComponentType } from 'react';
import { lazyIsland } from '@/components/lazy-island';

/**
 * The lead forms as islands (components/lazy-island.tsx): react-hook-form, zod and the query
 * library (about 55 KB gzip together) load when a form nears the viewport, not with the page.
 */
const withQuery =
  <P extends object>(load: () => Promise<ComponentType<P>>) =>
  async () => {
    const [Component, { withQueryProvider }] = await Promise.all([
      load(),
      import('@/lib/query-provider'),
    ]);
    return { default: withQueryProvider(Component) };
  };

export const LazyContactForm = lazyIsland(
  withQuery(async () => (await import('./contact-form')).ContactForm),
);

export const LazyNewsletterForm = lazyIsland(
  withQuery(async () => (await import('./newsletter-form')).NewsletterForm),
);

export const LazyDiscoveryRequest = lazyIsland(
  withQuery(async () => (await import('./discovery-request')).DiscoveryRequest),
);
