import type { ArticleSection, BlogArticle } from './types';

const sections: ArticleSection[] = [
  {
    id: 'why-finance-needs-private-ai',
    title: 'Why Financial Firms Are Moving AI In-House',
    blocks: [
      {
        type: 'p',
        text: 'Banks, asset managers, insurers and advisory firms hold exactly the data language models are good at: research notes, credit memos, contracts, policies and years of client correspondence. They also hold material non-public information, client confidential data and personal financial records that cannot be sent to a shared external service without a careful legal and risk review.',
      },
      {
        type: 'p',
        text: 'Running models inside the firm’s own environment keeps that data within existing controls: information barriers, data residency commitments, retention schedules and supervisory review all continue to apply.',
      },
    ],
  },
  {
    id: 'regulatory-landscape',
    title: 'The Regulatory Landscape',
    blocks: [
      {
        type: 'table',
        headers: ['Requirement', 'Relevance to AI assistants'],
        rows: [
          [
            'Model risk management (Federal Reserve SR 11-7 / OCC 2011-12)',
            'Models used in decisions need inventory, validation, ongoing monitoring and governance; many firms now apply this to language models',
          ],
          [
            'GLBA Safeguards Rule',
            'Customer financial information processed by AI systems must be covered by the information security program',
          ],
          [
            'Books and records (SEC 17a-4, FINRA 4511)',
            'AI-assisted business communications may need to be retained and supervised like email',
          ],
          [
            'EU Digital Operational Resilience Act (DORA)',
            'ICT risk management and third-party oversight, applicable from January 2025, cover AI infrastructure',
          ],
          [
            'GDPR and data residency',
            'Personal data of EU clients must be processed lawfully, and transfers outside approved jurisdictions controlled',
          ],
        ],
      },
      {
        type: 'callout',
        title: 'Check with counsel',
        text: 'Which obligations apply depends on your charter, jurisdictions and activities. This summary is a starting point for a conversation with your compliance and legal teams, not legal advice.',
      },
    ],
  },
  {
    id: 'model-risk-for-llms',
    title: 'Applying Model Risk Management to LLMs',
    blocks: [
      {
        type: 'ol',
        items: [
          'Inventory every model and use case, with an owner, intended use and risk tier.',
          'Validate before use: test accuracy on the firm’s own documents, measure hallucination rates on representative questions and document known limitations.',
          'Control change: treat model upgrades, prompt changes and new data sources as model changes that need review.',
          'Monitor in production: sample outputs for review, track user feedback and watch for drift when documents or models change.',
          'Keep a human accountable for any output that reaches a client or informs a credit, trading or underwriting decision.',
        ],
      },
    ],
  },
  {
    id: 'use-cases-and-controls',
    title: 'Use Cases and the Controls They Need',
    blocks: [
      {
        type: 'table',
        headers: ['Use case', 'Key controls'],
        rows: [
          [
            'Research and policy search',
            'Permission-aware retrieval, information-barrier groups, citations to source documents',
          ],
          [
            'Contract and credit memo review',
            'Document-level access control, audit of every query, human sign-off',
          ],
          [
            'Client service drafting',
            'Supervisory review queue, retention of drafts and final communications',
          ],
          [
            'Consulting engagement knowledge',
            'Per-client memory vaults, engagement-based access, secure deletion at engagement close',
          ],
        ],
      },
      {
        type: 'p',
        text: 'Each of these depends on the same foundation: AES-256 encryption at rest, TLS 1.3 in transit, single sign-on with role-based access, and audit logs retained long enough to satisfy examiners. IronKeep retains audit logs for seven years by default.',
      },
    ],
  },
];

export const financeArticle: BlogArticle = {
  id: 'finance-model-risk',
  slug: 'private-ai-financial-services-model-risk',
  title: 'Private AI in Financial Services: Model Risk, Confidentiality and Recordkeeping',
  excerpt:
    'How banks, asset managers and advisory firms can adopt language models under model risk management, GLBA, books-and-records and DORA expectations without sending client data outside the firm.',
  author: 'Elena Vasquez',
  authorRole: 'Financial Services Lead, IronKeep',
  date: '2025-02-05',
  readTime: '11 min read',
  category: 'Finance',
  tags: ['Financial Services', 'Model Risk', 'SR 11-7', 'Data Residency', 'Consulting'],
  featured: false,
  tableOfContents: sections.map(({ id, title }) => ({ id, title })),
  sections,
  relatedArticles: [
    {
      slug: 'soc-2-type-ii-compliance-ai-systems',
      title: 'SOC 2 Type II Compliance for AI Systems',
      category: 'Compliance',
      readTime: '12 min read',
    },
    {
      slug: 'air-gapped-ai-vs-cloud-ai-security-comparison',
      title: 'Air-Gapped AI vs Cloud AI: Security Comparison',
      category: 'Security',
      readTime: '10 min read',
    },
    {
      slug: 'private-llm-kubernetes-production-architecture',
      title: 'Running Private LLMs on Kubernetes: A Production Reference Architecture',
      category: 'Technical',
      readTime: '14 min read',
    },
  ],
};
