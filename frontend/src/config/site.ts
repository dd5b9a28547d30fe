import { env } from './env';

/** Company facts shown across the site (spec §1 and §2). */
export const site = {
  name: 'IronKeep',
  title: 'IronKeep AI',
  tagline:
    'Private, self-hosted AI infrastructure for organizations that cannot send their data to the cloud.',
  salesEmail: env.VITE_SALES_EMAIL,
  location: 'Santa Barbara, CA',
  copyrightYear: 2025,
  social: {
    linkedin: 'https://www.linkedin.com/company/ironkeep-ai',
    instagram: 'https://www.instagram.com/ironkeep.ai',
  },
} as const;
