import type { ArticleSection, BlogArticle } from './types';

const sections: ArticleSection[] = [
  {
    id: 'defining-the-options',
    title: 'Defining the Options',
    blocks: [
      {
        type: 'p',
        text: 'Cloud AI means sending prompts and documents to a model hosted by a provider, usually on shared infrastructure, over the public internet. Private AI runs the model inside infrastructure you control. Air-gapped AI is the strictest form of private AI: the environment has no network connection to the internet or to less trusted networks at all.',
      },
      {
        type: 'p',
        text: 'These are not competing products so much as points on a spectrum of control. The right choice depends on the sensitivity of the data, the threats you must defend against and the operational effort you can sustain.',
      },
    ],
  },
  {
    id: 'security-comparison',
    title: 'Side-by-Side Security Comparison',
    blocks: [
      {
        type: 'table',
        headers: ['Factor', 'Cloud AI service', 'Private cloud / on-premises', 'Air-gapped'],
        rows: [
          [
            'Where data is processed',
            'Provider’s infrastructure',
            'Your data center or dedicated cloud tenancy',
            'Isolated enclave you control',
          ],
          [
            'Remote attack surface',
            'Public API endpoints and provider’s estate',
            'Your perimeter; can be limited to VPN and internal networks',
            'No network path from outside',
          ],
          [
            'Data retention and training',
            'Governed by provider terms and settings',
            'Governed by your policies',
            'Governed by your policies',
          ],
          [
            'Insider risk',
            'Provider staff and subprocessors plus your own users',
            'Your own administrators and users',
            'Your own administrators, usually with cleared personnel and two-person rules',
          ],
          [
            'Updates and patches',
            'Applied by the provider',
            'Applied by your team on your schedule',
            'Imported as verified offline bundles',
          ],
          [
            'Typical fit',
            'Public or low-sensitivity data',
            'Regulated and confidential business data',
            'Classified, defense, critical infrastructure and the most sensitive research',
          ],
        ],
      },
    ],
  },
  {
    id: 'operating-air-gapped',
    title: 'What It Takes to Operate Air-Gapped',
    blocks: [
      {
        type: 'p',
        text: 'Removing the network removes a whole class of attack, but it moves risk to the transfer process. Every model, container image, security patch and document that enters the enclave becomes a potential carrier.',
      },
      {
        type: 'ul',
        items: [
          'Signed, checksummed update bundles built on a connected staging system and verified again inside the enclave.',
          'A controlled transfer path: dedicated, scanned media or a one-way data diode, with every transfer logged.',
          'Capacity planned up front. There is no burst capacity to rent, so GPU sizing must cover peak demand and model growth.',
          'Local mirrors of package repositories, container registries and model registries.',
          'Monitoring and log analysis that run entirely inside the enclave, with no external telemetry.',
        ],
      },
      {
        type: 'callout',
        title: 'An air gap is not a control by itself',
        text: 'Air-gapped systems still need access control, encryption at rest, audit logging and patching. Many documented incidents in isolated networks started with removable media. The gap reduces exposure; it does not replace the rest of the security program.',
      },
    ],
  },
  {
    id: 'choosing-a-model',
    title: 'Choosing the Right Deployment',
    blocks: [
      {
        type: 'ul',
        items: [
          'Choose a cloud AI service for public information and experiments with no confidential data.',
          'Choose private cloud or on-premises for regulated data (PHI, financial records, legal privilege, personal data under GDPR) where you need full control but remain connected.',
          'Choose air-gapped when regulation, contract or classification forbids any external connectivity, or when the consequence of exfiltration is severe.',
          'Consider a hybrid: connected private AI for most teams, and an air-gapped enclave for the few workloads that need it, managed with the same tooling.',
        ],
      },
      {
        type: 'p',
        text: 'IronKeep runs the same software in all three private modes, so a team can start on-premises and move sensitive workloads into an air-gapped enclave without re-platforming.',
      },
    ],
  },
];

export const airGappedArticle: BlogArticle = {
  id: 'air-gapped-vs-cloud',
  slug: 'air-gapped-ai-vs-cloud-ai-security-comparison',
  title: 'Air-Gapped AI vs Cloud AI: Security Comparison',
  excerpt:
    'Cloud, private and air-gapped AI compared factor by factor: attack surface, insider risk, data retention, patching and the operational cost of running with no network connection.',
  author: 'James Whitfield',
  authorRole: 'Principal Security Engineer, IronKeep',
  date: '2024-12-18',
  readTime: '10 min read',
  category: 'Security',
  tags: ['Air-Gapped', 'Security', 'Cloud AI', 'Threat Modeling', 'Data Sovereignty'],
  featured: false,
  tableOfContents: sections.map(({ id, title }) => ({ id, title })),
  sections,
  relatedArticles: [
    {
      slug: 'government-ai-security-fisma-requirements',
      title: 'Government AI Security: FISMA Requirements',
      category: 'Government',
      readTime: '18 min read',
    },
    {
      slug: 'private-llm-kubernetes-production-architecture',
      title: 'Running Private LLMs on Kubernetes: A Production Reference Architecture',
      category: 'Technical',
      readTime: '14 min read',
    },
    {
      slug: 'deploy-private-ai-healthcare-hipaa-compliance',
      title: 'How to Deploy Private AI in Healthcare: A Complete HIPAA Compliance Guide',
      category: 'Healthcare AI',
      readTime: '15 min read',
    },
  ],
};
