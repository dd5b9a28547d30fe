/** Every client route, once. Screens and links take their paths from here. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: { path: '/auth', getHref: () => '/auth' },
  /** The request form; with `#token=…` (the e-mailed link) the new-password form. */
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  customerDashboard: { path: '/customer-dashboard', getHref: () => '/customer-dashboard' },
  /**
   * One AI server of the organization: its status, model and how to call it through /api/v1.
   * The id is a query parameter, so the route is a plain path every server answers with the app's
   * shell (app/server-routes.ts), as a path parameter would need a pattern in each.
   */
  server: {
    path: '/customer-dashboard/server',
    getHref: (id: string) => `/customer-dashboard/server?id=${encodeURIComponent(id)}`,
  },
  usage: { path: '/usage', getHref: () => '/usage' },
  billing: { path: '/billing', getHref: () => '/billing' },
  subscribe: { path: '/subscribe', getHref: () => '/subscribe' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  settings: {
    path: '/settings',
    /** With `tab`: that tab open (`#api-tokens`), e.g. from a page that needs a token. */
    getHref: (opts?: { tab?: 'api-tokens' }) => (opts?.tab ? `/settings#${opts.tab}` : '/settings'),
  },
  memory: { path: '/memory', getHref: () => '/memory' },
  /** A signed-in member's assistants (the demo is paths.demo). */
  assistants: { path: '/assistants', getHref: () => '/assistants' },
  knowledge: {
    path: '/knowledge',
    /** With `document`: that document's row, scrolled to and marked (a cited source's link). */
    getHref: (opts?: { document?: string }) =>
      opts?.document ? `/knowledge#document-${opts.document}` : '/knowledge',
  },
  admin: {
    path: '/admin',
    /** With `auditOrganization`: the Audit log section filtered to that organization. */
    getHref: (opts?: { auditOrganization?: string }) =>
      opts?.auditOrganization
        ? `/admin?auditOrganization=${encodeURIComponent(opts.auditOrganization)}#audit-log`
        : '/admin',
  },
  monitoring: { path: '/monitoring', getHref: () => '/monitoring' },
  download: { path: '/download', getHref: () => '/download' },
  localChat: { path: '/local-chat', getHref: () => '/local-chat' },
  enterprise: { path: '/enterprise', getHref: () => '/enterprise' },
  solutions: { path: '/solutions', getHref: () => '/solutions' },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogPost: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  demo: {
    landing: { path: '/demo', getHref: () => '/demo' },
    unified: {
      path: '/demo/unified',
      getHref: (opts?: { tour?: boolean }) =>
        opts?.tour ? '/demo/unified?tour=1' : '/demo/unified',
    },
    enhanced: { path: '/demo/enhanced', getHref: () => '/demo/enhanced' },
    compliance: { path: '/demo/compliance', getHref: () => '/demo/compliance' },
    docs: { path: '/demo/docs', getHref: () => '/demo/docs' },
    developer: { path: '/demo/developer', getHref: () => '/demo/developer' },
  },
} as const;

/** In-page anchors of the marketing pages. */
export const sections = {
  features: 'features',
  useCases: 'use-cases',
  faq: 'faq',
  contact: 'contact',
} as const;

export type SectionId = (typeof sections)[keyof typeof sections];
