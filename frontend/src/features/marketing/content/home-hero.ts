import type { LinkAction } from './types';

/** Section anchor ids on the home page (the footer and header scroll to these). */
export const HOME_ANCHORS = {
  features: 'features',
  useCases: 'use-cases',
  faq: 'faq',
  contact: 'contact',
} as const;

/** Offset so the sticky header does not cover the contact heading. */
export const CONTACT_SCROLL_OFFSET_PX = 80;

export const HERO = {
  badge: 'Private AI Infrastructure for Regulated Industries',
  headline: 'Your AI. Your Servers. Your Data.',
  subheadline:
    'IronKeep deploys enterprise AI assistants inside your own data center or private cloud, so sensitive documents, prompts and answers never leave infrastructure you control. Built for government, healthcare, finance and enterprise teams with real compliance obligations.',
  primaryAction: { label: 'Explore Enterprise', href: '/enterprise' } satisfies LinkAction,
  secondaryAction: { label: 'View Demo', href: '/demo/unified?tour=1' } satisfies LinkAction,
  trustBadges: ['SOC 2 Compliant', 'Zero Data Sharing', 'Self-Hosted'],
  contactPrompt: 'Have questions? Contact us',
} as const;
