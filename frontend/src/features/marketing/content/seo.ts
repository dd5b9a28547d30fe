/** Search-engine metadata and organisation facts for the public pages. */

/** Public origin used for canonical and Open Graph URLs; replace per deployment. */
export const SITE_URL = 'https://ironkeep.example';

export const SITE_NAME = 'IronKeep AI';

/**
 * Fallback sales address. The real address comes from configuration (SALES_EMAIL); components
 * should render the configured value and use this only when none is set.
 */
export const DEFAULT_SALES_EMAIL = 'sales@ironkeep.example';

export const TAGLINE =
  'Private, self-hosted AI infrastructure for organizations that cannot compromise on data sovereignty.';

export type PageKey = 'home' | 'demo' | 'demoEnhanced' | 'enterprise' | 'blog' | 'blogPost';

export interface PageMeta {
  title: string;
  description: string;
  /** Path appended to SITE_URL for the canonical link. */
  canonicalPath: string;
  ogType: 'website' | 'article';
  keywords: string[];
}

export const PAGE_META: Record<PageKey, PageMeta> = {
  home: {
    title: 'IronKeep AI | Private, Self-Hosted AI Infrastructure for Regulated Industries',
    description:
      'Deploy AI assistants on your own servers or private cloud. SOC 2 Type II infrastructure, AES-256 encryption, air-gapped options and zero data sharing for government, healthcare, finance and enterprise.',
    canonicalPath: '/',
    ogType: 'website',
    keywords: [
      'private AI',
      'self-hosted AI',
      'on-premises LLM',
      'air-gapped AI',
      'enterprise AI infrastructure',
      'data sovereignty',
    ],
  },
  demo: {
    title: 'Interactive Demo | IronKeep AI',
    description:
      'A five-minute interactive demo of IronKeep’s intelligence assistant and operations manager. Production deployments run on self-hosted models inside your infrastructure.',
    canonicalPath: '/demo',
    ogType: 'website',
    keywords: ['private AI demo', 'enterprise AI assistant', 'self-hosted LLM demo'],
  },
  demoEnhanced: {
    title: 'Employee AI Assistant Platform Demo | IronKeep AI',
    description:
      'Try the intelligence assistant and operations manager side by side, with source references, smart memory, streaming responses and a guided tour.',
    canonicalPath: '/demo/unified',
    ogType: 'website',
    keywords: [
      'AI assistant demo',
      'knowledge base AI',
      'AI operations manager',
      'retrieval-augmented generation',
    ],
  },
  enterprise: {
    title: 'Enterprise AI Infrastructure | On-Premises, Private Cloud and Air-Gapped | IronKeep AI',
    description:
      'Enterprise deployments with a 99.9% uptime SLA, 24/7 support, role-based access control, 7-year audit log retention and SOC 2 Type II infrastructure. Request a discovery session.',
    canonicalPath: '/enterprise',
    ogType: 'website',
    keywords: [
      'enterprise AI',
      'on-premises AI deployment',
      'air-gapped AI',
      'SOC 2 Type II AI',
      'AI audit logs',
      'role-based access control',
    ],
  },
  blog: {
    title: 'Private AI Blog: Compliance, Security and Deployment Guides | IronKeep AI',
    description:
      'Practical guides to deploying private AI under HIPAA, SOC 2, FISMA and financial regulation, plus security comparisons and reference architectures.',
    canonicalPath: '/blog',
    ogType: 'website',
    keywords: ['HIPAA AI', 'SOC 2 AI', 'FISMA AI', 'air-gapped AI', 'private LLM architecture'],
  },
  blogPost: {
    title: 'IronKeep AI Blog',
    description:
      'Guides to deploying private, self-hosted AI in regulated industries from the IronKeep team.',
    canonicalPath: '/blog',
    ogType: 'article',
    keywords: ['private AI', 'AI compliance', 'AI security'],
  },
};

/** Metadata for one article; takes plain fields so this module does not depend on the blog feature. */
export function blogPostMeta(post: {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
}): PageMeta {
  return {
    ...PAGE_META.blogPost,
    title: `${post.title} | ${PAGE_META.blogPost.title}`,
    description: post.excerpt,
    canonicalPath: `/blog/${post.slug}`,
    keywords: [...post.tags, ...PAGE_META.blogPost.keywords],
  };
}

export function canonicalUrl(path: string): string {
  return `${SITE_URL}${path}`;
}

/** Facts for the schema.org Organization record. */
export const ORGANIZATION = {
  name: SITE_NAME,
  legalName: 'IronKeep',
  url: SITE_URL,
  logoPath: '/logo.svg',
  description: TAGLINE,
  foundingDate: '2024',
  address: {
    addressLocality: 'Santa Barbara',
    addressRegion: 'CA',
    addressCountry: 'US',
  },
  openingHours: 'Mo-Fr 09:00-17:00',
  contactType: 'sales',
  areaServed: 'Worldwide',
  knowsAbout: [
    'Private AI infrastructure',
    'Self-hosted large language models',
    'Air-gapped AI deployment',
    'AI compliance',
  ],
} as const;

/**
 * schema.org JSON-LD for the organisation; pass the configured sales address. LocalBusiness is the
 * Organization subtype that carries openingHours.
 */
export function organizationJsonLd(email: string = DEFAULT_SALES_EMAIL): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: ORGANIZATION.name,
    legalName: ORGANIZATION.legalName,
    url: ORGANIZATION.url,
    logo: `${SITE_URL}${ORGANIZATION.logoPath}`,
    description: ORGANIZATION.description,
    foundingDate: ORGANIZATION.foundingDate,
    email,
    address: { '@type': 'PostalAddress', ...ORGANIZATION.address },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: ORGANIZATION.contactType,
      email,
      areaServed: ORGANIZATION.areaServed,
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
    },
    openingHours: ORGANIZATION.openingHours,
    knowsAbout: [...ORGANIZATION.knowsAbout],
  };
}
