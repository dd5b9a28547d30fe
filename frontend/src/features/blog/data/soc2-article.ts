import type { ArticleSection, BlogArticle } from './types';

const sections: ArticleSection[] = [
  {
    id: 'what-soc-2-type-ii-means',
    title: 'What SOC 2 Type II Means for AI',
    blocks: [
      {
        type: 'p',
        text: 'SOC 2 is an attestation framework from the AICPA. An independent CPA firm examines a service organization’s controls against the Trust Services Criteria and issues a report that customers can rely on in their own vendor risk reviews.',
      },
      {
        type: 'p',
        text: 'A Type I report describes whether controls are suitably designed at a single point in time. A Type II report goes further: the auditor tests whether those controls operated effectively over an observation period, typically six to twelve months. Enterprise procurement teams increasingly ask for Type II, because it shows controls that work in practice, not just on paper.',
      },
      {
        type: 'p',
        text: 'AI systems introduce assets that traditional SOC 2 programs never scoped: model weights, training and fine-tuning data, vector indexes, prompt logs and evaluation results. If those assets sit outside your control environment, your report has a gap that a diligent customer will find.',
      },
    ],
  },
  {
    id: 'trust-services-criteria',
    title: 'Applying the Trust Services Criteria',
    blocks: [
      {
        type: 'p',
        text: 'Security (the common criteria) is mandatory in every SOC 2 report; the other four categories are included when they are relevant to the commitments you make to customers.',
      },
      {
        type: 'table',
        headers: ['Criterion', 'What it means for an AI system'],
        rows: [
          [
            'Security',
            'Access control to models, prompts and indexes; encryption; vulnerability management for inference servers and dependencies',
          ],
          [
            'Availability',
            'Capacity planning for GPU workloads, failover for inference, tested backup and restore of indexes and configuration',
          ],
          [
            'Processing integrity',
            'Versioned models and prompts, evaluation before release, monitoring for degraded or incorrect output',
          ],
          [
            'Confidentiality',
            'Customer documents isolated per tenant, no training on customer data without agreement, secure disposal',
          ],
          [
            'Privacy',
            'Personal information in prompts and documents handled according to your privacy notice and retention schedule',
          ],
        ],
      },
    ],
  },
  {
    id: 'ai-specific-controls',
    title: 'AI-Specific Controls Auditors Look For',
    blocks: [
      {
        type: 'ul',
        items: [
          'Model change management: every model, prompt template and retrieval configuration change is reviewed, approved, tested and traceable to a ticket.',
          'Model inventory: a register of deployed models with source, license, version, checksum, owner and intended use.',
          'Data lineage: documented sources for every indexed collection and fine-tuning data set, with approval to use them.',
          'Access reviews: periodic review of who can query, administer or export from AI systems, including service accounts.',
          'Logging and monitoring: AI requests logged with user, time and model version, with alerting on anomalies.',
          'Vendor management: if any external model API is used, it is assessed like any other subservice organization, with its own SOC 2 report reviewed.',
        ],
      },
      {
        type: 'callout',
        title: 'Self-hosting shrinks the audit scope',
        text: 'When models run inside your own environment, there is no external AI subservice organization to carve out or inherit controls from. Customer data never leaves the systems your auditor already tests.',
      },
    ],
  },
  {
    id: 'preparing-for-audit',
    title: 'Preparing for Your Audit',
    blocks: [
      {
        type: 'steps',
        steps: [
          {
            title: 'Define scope',
            description:
              'Decide which systems, teams and Trust Services Criteria are in scope, and include the AI stack explicitly.',
          },
          {
            title: 'Run a readiness assessment',
            description:
              'Map existing controls to the criteria, identify gaps in AI-specific areas and prioritize remediation.',
            items: [
              'Model and data inventory',
              'Change management for prompts and models',
              'Access reviews for AI administration',
            ],
          },
          {
            title: 'Remediate and automate evidence',
            description:
              'Close gaps and collect evidence continuously from ticketing, identity, CI/CD and logging systems rather than by screenshot at audit time.',
          },
          {
            title: 'Operate through the observation period',
            description:
              'Run the controls consistently for the full period. Exceptions during this window appear in the report.',
          },
        ],
      },
    ],
  },
  {
    id: 'conclusion',
    title: 'Conclusion',
    blocks: [
      {
        type: 'p',
        text: 'SOC 2 Type II is achievable for AI systems with the same discipline that works for any production service: a clear scope, documented controls and evidence gathered continuously. Bringing models, indexes and prompt logs into your control environment, rather than depending on a shared external service, makes that scope simpler to define and easier to defend.',
      },
    ],
  },
];

export const soc2Article: BlogArticle = {
  id: 'soc-2-ai-systems',
  slug: 'soc-2-type-ii-compliance-ai-systems',
  title: 'SOC 2 Type II Compliance for AI Systems',
  excerpt:
    'How the Trust Services Criteria apply to models, prompts and vector indexes, which AI-specific controls auditors expect, and how to prepare for a Type II observation period.',
  author: 'Michael Torres',
  authorRole: 'Director of Compliance, IronKeep',
  date: '2025-01-08',
  readTime: '12 min read',
  category: 'Compliance',
  tags: ['SOC 2', 'Compliance', 'Audit', 'Trust Services Criteria', 'Enterprise AI'],
  featured: true,
  tableOfContents: sections.map(({ id, title }) => ({ id, title })),
  sections,
  relatedArticles: [
    {
      slug: 'deploy-private-ai-healthcare-hipaa-compliance',
      title: 'How to Deploy Private AI in Healthcare: A Complete HIPAA Compliance Guide',
      category: 'Healthcare AI',
      readTime: '15 min read',
    },
    {
      slug: 'government-ai-security-fisma-requirements',
      title: 'Government AI Security: FISMA Requirements',
      category: 'Government',
      readTime: '18 min read',
    },
    {
      slug: 'private-ai-financial-services-model-risk',
      title: 'Private AI in Financial Services: Model Risk, Confidentiality and Recordkeeping',
      category: 'Finance',
      readTime: '11 min read',
    },
  ],
};
