import type { FaqItem, FeatureCard, IconName, IconPoint, LinkAction, Stat } from './types';

// The hero's content has its own module: it is the only part of the page in the first download.
import { HOME_ANCHORS } from './home-hero';

export { CONTACT_SCROLL_OFFSET_PX, HERO, HOME_ANCHORS } from './home-hero';

export const FEATURES_SECTION = {
  title: 'Enterprise AI Without the Data Risk',
  subtitle:
    'Everything you expect from modern AI assistants, deployed where your security team can see, control and audit it.',
};

export const FEATURES: FeatureCard[] = [
  {
    icon: 'Shield',
    title: 'Private by Design',
    description:
      'Models, vector indexes and conversation history run inside your environment. No prompts or documents are sent to third-party AI providers, and nothing is used to train anyone else’s models.',
    gradient: 'from-blue-500 to-cyan-500',
  },
  {
    icon: 'Brain',
    title: 'Custom AI Knowledge',
    description:
      'Connect policies, manuals, contracts and wikis so assistants answer from your organization’s own knowledge, with source references and permission-aware retrieval.',
    gradient: 'from-purple-500 to-pink-500',
  },
  {
    icon: 'Server',
    title: 'Flexible Deployment',
    description:
      'Run on-premises, in a private cloud or in a hybrid setup, on Kubernetes, Docker or bare metal, including fully air-gapped environments with offline updates.',
    gradient: 'from-emerald-500 to-teal-500',
  },
  {
    icon: 'Network',
    title: 'Enterprise Integration',
    description:
      'Single sign-on through OpenID Connect (Okta, Microsoft Entra ID, Keycloak), LDAP and Active Directory sign-in with groups mapped to roles, and a REST API with personal access tokens for your own tools.',
    gradient: 'from-orange-500 to-amber-500',
  },
  {
    icon: 'Layers',
    title: 'Scalable Architecture',
    description:
      'Start with a single GPU server and scale horizontally to multi-node clusters. Stateless services, shared session storage and per-model GPU pools grow with your user base.',
    gradient: 'from-indigo-500 to-blue-500',
  },
  {
    icon: 'FileCheck',
    title: 'Compliance Ready',
    description:
      'Controls and documentation that support SOC 2, HIPAA, FISMA and FedRAMP programs: AES-256 encryption, role-based access, and audit logs retained for seven years.',
    gradient: 'from-rose-500 to-red-500',
  },
];

export const INDUSTRIES_SECTION = {
  title: 'Industries We Serve',
  subtitle:
    'Organizations where data cannot leave the building use IronKeep to bring AI to their teams on their own terms.',
};

export const INDUSTRY_STATS: Stat[] = [
  { number: '99.9%', label: 'Uptime SLA' },
  { number: '256-bit', label: 'AES Encryption' },
  { number: '24/7', label: 'Expert Support' },
  { number: '7-Year', label: 'Audit Log Retention' },
];

export interface IndustryCard {
  id: 'government' | 'healthcare' | 'enterprise' | 'finance-consulting';
  icon: IconName;
  title: string;
  description: string;
  /** Exactly three feature tags. */
  tags: [string, string, string];
}

export const INDUSTRIES: IndustryCard[] = [
  {
    id: 'government',
    icon: 'Landmark',
    title: 'Government',
    description:
      'Air-gapped and on-premises deployments for agencies and contractors, designed to sit inside your authorization boundary and support FISMA, FedRAMP and IL-5 requirements.',
    tags: ['Air-Gapped Deployment', 'FISMA & FedRAMP Ready', 'IL-5 Architectures'],
  },
  {
    id: 'healthcare',
    icon: 'HeartPulse',
    title: 'Healthcare',
    description:
      'Clinical documentation, policy search and administrative automation that keep protected health information on your own infrastructure, with complete audit trails for every access.',
    tags: ['HIPAA Safeguards', 'PHI Stays On-Site', 'Complete Audit Trails'],
  },
  {
    id: 'enterprise',
    icon: 'Building2',
    title: 'Enterprise',
    description:
      'Knowledge-base search across internal documents, legal document review and customer support automation, integrated with your single sign-on and existing systems.',
    tags: ['Knowledge Base Search', 'Legal Document Review', 'SSO Integration'],
  },
  {
    id: 'finance-consulting',
    icon: 'TrendingUp',
    title: 'Finance & Consulting',
    description:
      'Research, due-diligence and client-work assistants that respect information barriers and data residency, with per-client memory vaults and examiner-ready audit logs.',
    tags: ['Client Confidentiality', 'Data Residency', 'Model Risk Controls'],
  },
];

export const FAQ_SECTION = { title: 'Frequently Asked Questions' };

export const FAQ: FaqItem[] = [
  {
    question: 'What is private AI infrastructure?',
    answer:
      'Private AI infrastructure means the language models, the search indexes built from your documents, and the conversation history all run on hardware you control: your data center, a dedicated private cloud tenancy, or an isolated air-gapped network. Unlike a public AI service, prompts and documents are never sent to a third party, retention is governed by your policies, and your security team can inspect, monitor and audit every component. IronKeep provides the software, deployment tooling and support to run this in production.',
  },
  {
    question: 'Is IronKeep suitable for HIPAA-regulated workloads?',
    answer:
      'IronKeep is designed to support the HIPAA Security Rule safeguards: protected health information stays on your infrastructure, data is encrypted with AES-256 at rest and TLS 1.3 in transit, access is controlled through your single sign-on with role-based permissions, and every access is written to audit logs retained for seven years. HIPAA compliance is ultimately demonstrated by the covered entity’s own risk analysis, policies and agreements; there is no government HIPAA certification for software. Dedicated HIPAA attestations for IronKeep are on our roadmap, and our team can walk your privacy and security officers through the architecture.',
  },
  {
    question: 'Can IronKeep be deployed for government agencies?',
    answer:
      'Yes. IronKeep runs entirely inside an agency’s own environment, including fully air-gapped enclaves with no internet connectivity. The platform is built to support FISMA and FedRAMP control baselines and IL-5 architectures: role-based access control, AES-256 encryption, comprehensive audit logging and offline, signed update bundles. We provide architecture documentation and control implementation details to support your System Security Plan; the Authority to Operate is granted by your authorizing official.',
  },
  {
    question: 'What types of AI models are supported?',
    answer:
      'IronKeep serves open-weight large language models (for example the Llama, Mistral and Qwen families) through runtimes such as Ollama and vLLM, along with embedding models for document search. Computer vision models for document processing and image analysis can be deployed alongside them, and custom or fine-tuned models trained on your own data are supported. We help you choose models whose size, license and accuracy fit your hardware and use cases.',
  },
  {
    question: 'How does air-gapped deployment work?',
    answer:
      'In an air-gapped deployment the entire stack (models, application services, databases and monitoring) is installed on servers with no network path to the internet. We deliver software, model weights and updates as signed, checksummed bundles that your team verifies and transfers through your approved media or data-diode process. Licensing, logging and monitoring all work offline. Capacity is planned up front with your team so that GPU resources cover peak demand without any external dependency.',
  },
];

export const CLOSING_CTA = {
  title: 'Ready to Deploy Private AI?',
  description:
    'Talk to our team about your security requirements, infrastructure and first use case. We reply within 24 hours and work with you toward a scoped, costed pilot plan.',
  primaryAction: { label: 'Explore Enterprise', href: '/enterprise' } satisfies LinkAction,
  secondaryAction: { label: 'Contact Us', anchor: HOME_ANCHORS.contact },
} as const;

export const CONTACT_SECTION = {
  title: 'Talk to Us About Securing Your AI Infrastructure',
  subtitle:
    'Tell us about your environment and goals. A solutions engineer will reply within 24 hours.',
  messageCard: {
    title: 'Send us a Message',
    description: 'Questions about deployment, compliance or pricing? We reply within 24 hours.',
  },
  newsletterCard: {
    title: 'Stay Updated',
    description:
      'Monthly notes on private AI deployment, compliance guidance and product releases. No spam; unsubscribe any time.',
  },
  whyChoose: {
    title: 'Why Choose IronKeep',
    points: [
      {
        icon: 'ShieldCheck',
        title: 'Enterprise Security',
        description:
          'SOC 2 Type II compliant infrastructure with AES-256 encryption and complete audit trails.',
      },
      {
        icon: 'Rocket',
        title: 'Rapid Deployment',
        description:
          'Proven deployment playbooks take focused pilots from kickoff to production in weeks, not quarters.',
      },
      {
        icon: 'Headphones',
        title: '24/7 Support',
        description:
          'Round-the-clock access to engineers who know your deployment, backed by a 99.9% uptime SLA.',
      },
    ] satisfies IconPoint[],
  },
  /** Label for the mailto link; the address itself comes from configuration. */
  emailPrompt: 'Prefer email? Write to us at',
} as const;
