import type { ComponentType } from 'react';
import type { IslandLoader, IslandProps } from '@/components/islands/island';

/**
 * How the lead forms' code loads, for the app (components/lazy-forms.tsx) and for the static
 * marketing pages (app/islands.ts) alike. Nothing here is loaded before it is called: the forms
 * bring react-hook-form, zod and the query library (about 55 KB gzip together) with them.
 */
const withQuery =
  <P extends IslandProps>(load: () => Promise<ComponentType<P>>): IslandLoader<P> =>
  async () => {
    const [Component, { withQueryProvider }] = await Promise.all([
      load(),
      import('@/lib/query-provider'),
    ]);
    return withQueryProvider(Component);
  };

export const leadIslands = {
  'contact-form': withQuery(async () => (await import('./components/contact-form')).ContactForm),
  'newsletter-form': withQuery(
    async () => (await import('./components/newsletter-form')).NewsletterForm,
  ),
  'discovery-request': withQuery(
    async () => (await import('./components/discovery-request')).DiscoveryRequest,
  ),
};
