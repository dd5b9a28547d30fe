import { env } from './env';

/** Company facts shown across the site (spec §1 and §2). */
export const site = {
  name: 'IronKeep',
  title: 'IronKeep AI',
  tagline:
    'Private, self-hosted AI infrastructure for organizations that cannot send their data to the cloud.',
  salesEmail: env.VITE_SALES_EMAIL,
  location: 'Santa Barbara, CA',
  // The year of the build (vite.config.ts): the prerendered pages and the app then agree. Not
  // the spec's 2025 on purpose (docs/public-site-and-leads.md): a fixed year goes stale.
  copyrightYear: __BUILD_YEAR__,
  social: {
    linkedin: 'https://www.linkedin.com/company/ironkeep-ai',
    instagram: 'https://www.instagram.com/ironkeep.ai',
  },
} as const;
