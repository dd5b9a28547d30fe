import type { ArticleSection, BlogArticle } from './types';

const sections: ArticleSection[] = [
  {
    id: 'fisma-overview',
    title: 'FISMA in Brief',
    blocks: [
      {
        type: 'p',
        text: 'The Federal Information Security Modernization Act of 2014 (FISMA) requires every federal agency to run an information security program and to authorize each information system before it operates. Contractors and state agencies that operate systems on an agency’s behalf inherit the same obligations.',
      },
      {
        type: 'p',
        text: 'In practice, FISMA compliance means following the NIST Risk Management Framework (RMF, SP 800-37), categorizing systems under FIPS 199, and implementing the controls in NIST SP 800-53. An AI assistant that processes agency data is an information system like any other and needs an Authority to Operate (ATO).',
      },
    ],
  },
  {
    id: 'risk-management-framework',
    title: 'The Risk Management Framework for AI Systems',
    blocks: [
      {
        type: 'steps',
        steps: [
          {
            title: 'Prepare',
            description:
              'Establish roles, risk tolerance and common controls the AI system can inherit from the agency.',
          },
          {
            title: 'Categorize',
            description:
              'Rate confidentiality, integrity and availability impact as low, moderate or high under FIPS 199. Systems indexing sensitive but unclassified data are commonly moderate.',
          },
          {
            title: 'Select',
            description:
              'Choose the SP 800-53 baseline that matches the category and tailor it for the AI components.',
          },
          {
            title: 'Implement',
            description:
              'Build the controls and document them in the System Security Plan (SSP), including model hosting, retrieval and logging.',
          },
          {
            title: 'Assess',
            description:
              'An independent assessor tests the controls and records findings in the Security Assessment Report.',
          },
          {
            title: 'Authorize',
            description:
              'The authorizing official reviews the residual risk and the Plan of Action and Milestones (POA&M) and issues the ATO.',
          },
          {
            title: 'Monitor',
            description:
              'Continuous monitoring of controls, vulnerabilities and changes, including new models and data sources.',
          },
        ],
      },
    ],
  },
  {
    id: 'key-control-families',
    title: 'SP 800-53 Control Families That Matter Most',
    blocks: [
      {
        type: 'table',
        headers: ['Family', 'Application to an AI system'],
        rows: [
          [
            'AC - Access Control',
            'Role-based access to assistants and document collections; retrieval limited to what the user may already see',
          ],
          [
            'AU - Audit and Accountability',
            'Every query, retrieval and administrative action logged and retained per agency policy',
          ],
          [
            'CM - Configuration Management',
            'Baselined model versions, prompt templates and container images; changes go through change control',
          ],
          [
            'IA - Identification and Authentication',
            'PIV/CAC or agency SSO with multi-factor authentication for every user',
          ],
          [
            'SC - System and Communications Protection',
            'FIPS 140-validated cryptography, TLS 1.2 or later in transit (TLS 1.3 preferred), boundary protection',
          ],
          [
            'SI - System and Information Integrity',
            'Vulnerability scanning of inference servers and dependencies, monitoring for malicious input',
          ],
          [
            'SR - Supply Chain Risk Management',
            'Provenance of model weights and open-source components; verified checksums and signed images',
          ],
        ],
      },
      {
        type: 'callout',
        title: 'AI risk beyond SP 800-53',
        text: 'The NIST AI Risk Management Framework (AI RMF 1.0) complements the RMF with guidance on validity, bias, explainability and misuse. Agencies increasingly expect both to be addressed in the authorization package.',
      },
    ],
  },
  {
    id: 'deployment-models',
    title: 'Deployment Models for Agencies',
    blocks: [
      {
        type: 'ul',
        items: [
          'Agency data center: the system inherits physical and many environmental controls from an already-authorized facility, which shortens the path to an ATO.',
          'Authorized cloud: deploying into a FedRAMP-authorized infrastructure environment lets the system inherit the provider’s controls at the matching impact level.',
          'Air-gapped enclave: required for classified workloads and some defense missions, including environments aligned with DoD Impact Level 5 and above.',
        ],
      },
      {
        type: 'p',
        text: 'IronKeep is designed to be deployed inside an agency’s own authorization boundary. We provide control implementation descriptions and architecture documentation to support the agency’s SSP; the ATO itself is always granted by the agency’s authorizing official.',
      },
    ],
  },
  {
    id: 'conclusion',
    title: 'Conclusion',
    blocks: [
      {
        type: 'p',
        text: 'An ATO for an AI system is earned the same way as any other: clear categorization, a tailored control baseline, evidence and continuous monitoring. Keeping the model, the data and the logs inside the agency’s boundary removes the hardest questions, about where data goes and who can see it, before the assessment begins.',
      },
    ],
  },
];

export const fismaArticle: BlogArticle = {
  id: 'government-fisma',
  slug: 'government-ai-security-fisma-requirements',
  title: 'Government AI Security: FISMA Requirements',
  excerpt:
    'What FISMA, the NIST Risk Management Framework and SP 800-53 require of an AI assistant, which control families matter most, and how deployment choices affect the path to an Authority to Operate.',
  author: 'Col. David Reyes (Ret.)',
  authorRole: 'Public Sector Advisor, IronKeep',
  date: '2024-12-10',
  readTime: '18 min read',
  category: 'Government',
  tags: ['FISMA', 'Government', 'NIST 800-53', 'FedRAMP', 'ATO', 'Air-Gapped'],
  featured: false,
  tableOfContents: sections.map(({ id, title }) => ({ id, title })),
  sections,
  relatedArticles: [
    {
      slug: 'air-gapped-ai-vs-cloud-ai-security-comparison',
      title: 'Air-Gapped AI vs Cloud AI: Security Comparison',
      category: 'Security',
      readTime: '10 min read',
    },
    {
      slug: 'soc-2-type-ii-compliance-ai-systems',
      title: 'SOC 2 Type II Compliance for AI Systems',
      category: 'Compliance',
      readTime: '12 min read',
    },
    {
      slug: 'private-llm-kubernetes-production-architecture',
      title: 'Running Private LLMs on Kubernetes: A Production Reference Architecture',
      category: 'Technical',
      readTime: '14 min read',
    },
  ],
};
