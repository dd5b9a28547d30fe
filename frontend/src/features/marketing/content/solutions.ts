import { ENTERPRISE_ANCHORS } from './enterprise';
import type { FaqItem, IconName, IconPoint, LinkAction, ProcessStep } from './types';

export const SOLUTIONS_HERO = {
  badge: 'Custom Enterprise Solutions',
  title: 'AI Infrastructure Solutions',
  subtitle:
    'Every regulated organization has a different mix of data, infrastructure and obligations. We design each IronKeep deployment around yours, starting with a structured discovery process.',
  /** Scrolls to the contact section (#contact). */
  primaryAction: { label: 'Start Discovery Session', anchor: 'contact' },
  secondaryAction: { label: 'View Demo First', href: '/demo/unified?tour=1' } satisfies LinkAction,
  backLinks: [
    { label: 'Home', href: '/' },
    { label: 'Enterprise', href: '/enterprise' },
  ] satisfies LinkAction[],
} as const;

export const DISCOVERY_PROCESS: ProcessStep[] = [
  {
    step: 1,
    title: 'Requirements Analysis',
    description:
      'Workshops with your IT, security and business stakeholders to document use cases, data sources, user volumes, compliance obligations and existing infrastructure.',
  },
  {
    step: 2,
    title: 'Solution Design',
    description:
      'Architecture design covering deployment model, network zones, hardware and GPU sizing, identity integration and the security control mapping your auditors will review.',
  },
  {
    step: 3,
    title: 'Proposal & Scoping',
    description:
      'A written proposal with phased scope, timeline, responsibilities, success criteria and an investment estimate for the pilot and full rollout.',
  },
];

export interface SolutionCard {
  id: 'on-premise' | 'private-cloud' | 'hybrid';
  icon: IconName;
  title: string;
  description: string;
  idealFor: string;
  keyFeatures: string[];
  planningConsiderations: string[];
  action: LinkAction;
}

/** To /enterprise's discovery form itself (issue 34), not the top of the page. */
const SCHEDULE_CALL: LinkAction = {
  label: 'Schedule Discovery Call',
  href: `/enterprise#${ENTERPRISE_ANCHORS.discoveryForm}`,
};

export const SOLUTIONS: SolutionCard[] = [
  {
    id: 'on-premise',
    icon: 'Server',
    title: 'On-Premise Deployment',
    description:
      'IronKeep installed on hardware in your own data center, including fully air-gapped networks.',
    idealFor: 'Government agencies, defense contractors and hospitals with existing data centers.',
    keyFeatures: [
      'Complete physical and logical control of data and models',
      'Air-gapped installation with offline licensing and signed update bundles',
      'Kubernetes, Docker or bare-metal installation',
      'Integration with on-site SSO, LDAP, SIEM and backup systems',
    ],
    planningConsiderations: [
      'GPU server procurement and lead times',
      'Rack space, power and cooling for GPU hardware',
      'Internal team ownership of patching and hardware lifecycle',
      'Change-control process for model and software updates',
    ],
    action: SCHEDULE_CALL,
  },
  {
    id: 'private-cloud',
    icon: 'Cloud',
    title: 'Private Cloud',
    description:
      'A single-tenant deployment in your own cloud account, in the regions your policies allow.',
    idealFor: 'Enterprises and financial firms with an established cloud landing zone.',
    keyFeatures: [
      'Single-tenant deployment in your own cloud account',
      'Region selection for data residency requirements',
      'Elastic GPU capacity that scales with demand',
      'Private endpoints and network isolation, with no public exposure required',
    ],
    planningConsiderations: [
      'GPU instance availability and quotas in your chosen regions',
      'Reserved capacity versus on-demand cost trade-offs',
      'Alignment with your cloud security baseline and landing zone',
      'Key management through your cloud KMS or an external HSM',
    ],
    action: SCHEDULE_CALL,
  },
  {
    id: 'hybrid',
    icon: 'GitMerge',
    title: 'Hybrid Deployment',
    description:
      'Sensitive workloads on-premises, general workloads in private cloud, managed as one platform.',
    idealFor:
      'Organizations with mixed data sensitivity, multiple sites or a gradual cloud migration.',
    keyFeatures: [
      'Workload placement by data classification',
      'Unified identity, policy and audit logging across environments',
      'Burst capacity in private cloud for non-sensitive workloads',
      'Consistent tooling so workloads can move as policies change',
    ],
    planningConsiderations: [
      'Data classification rules that decide where each workload runs',
      'Secure connectivity between sites and cloud regions',
      'Operational ownership across on-premises and cloud teams',
      'Consistent monitoring and incident response across environments',
    ],
    action: SCHEDULE_CALL,
  },
];

export const WHY_CUSTOM = {
  title: 'Why Custom Solutions',
  subtitle:
    'Off-the-shelf AI services assume your data can go anywhere. Ours start from where it must stay.',
  points: [
    {
      icon: 'Shield',
      title: 'Your Security Requirements',
      description:
        'Architecture designed around your threat model, network zones and control framework, not a generic template.',
    },
    {
      icon: 'Cpu',
      title: 'Right-Sized Infrastructure',
      description:
        'Hardware and GPU sizing based on your real user counts and workloads, so you neither overspend nor run short.',
    },
    {
      icon: 'Network',
      title: 'Fits Your Existing Systems',
      description:
        'Integration with your identity provider, document stores, SIEM and ticketing instead of another silo.',
    },
    {
      icon: 'Scale',
      title: 'Compliance Mapped From Day One',
      description:
        'Controls mapped to SOC 2, GDPR, FISMA, FedRAMP or your internal framework during design, not retrofitted.',
    },
  ] satisfies IconPoint[],
};

export const PARTNERS = {
  title: 'Partner Ecosystem',
  description:
    'We work alongside the hardware vendors, cloud providers and systems integrators you already trust, and build on widely used open-source model runtimes.',
  categories: [
    {
      icon: 'Cpu',
      title: 'Hardware & Infrastructure',
      description:
        'GPU server configurations validated with your preferred hardware vendors and resellers.',
    },
    {
      icon: 'Handshake',
      title: 'Systems Integrators',
      description:
        'Delivery alongside your integrators and managed-service providers, with clear responsibilities.',
    },
    {
      icon: 'Brain',
      title: 'Open Model Ecosystem',
      description:
        'Open-weight models served through runtimes such as vLLM and Ollama, so you are never locked to one model vendor.',
    },
  ] satisfies IconPoint[],
};

export const SOLUTIONS_FAQ_SECTION = { title: 'Frequently Asked Questions' };

export const SOLUTIONS_FAQ: FaqItem[] = [
  {
    question: 'How long does a deployment take?',
    answer:
      'Simple deployments, such as a single assistant on one server or in one private cloud region, typically take 2-4 weeks from kickoff to production. Comprehensive enterprise deployments with multiple sites, identity and document-system integrations, air-gapped enclaves or formal security assessments typically take 3-6 months, delivered in phases so teams get value early.',
  },
  {
    question: 'What does a custom solution cost?',
    answer:
      'Investment depends on deployment model, user count, hardware and integration scope. We provide an investment estimate after the discovery process, once we understand your requirements, so the figure reflects your actual environment rather than a generic price list.',
  },
  {
    question: 'Can we use our existing hardware?',
    answer:
      'Often, yes. During discovery we review your current servers and GPUs against the models and workloads you need and recommend whether to reuse, extend or procure hardware.',
  },
  {
    question: 'Which AI models can we run?',
    answer:
      'Open-weight language and embedding models served through runtimes such as vLLM and Ollama, plus custom or fine-tuned models. We recommend models whose size, license and accuracy fit your hardware and use cases.',
  },
  {
    question: 'What support is available after launch?',
    answer:
      'Every enterprise deployment includes 24/7 support from engineers familiar with your architecture, a 99.9% uptime SLA where IronKeep operates the service, and scheduled reviews of capacity, security updates and model upgrades.',
  },
];

export const SOLUTIONS_CONTACT = {
  title: 'Start Your Discovery Session',
  description:
    'Share your requirements and we will schedule a session with a solutions architect. We reply within 24 hours.',
  scheduleAction: SCHEDULE_CALL,
  /** Opens a mailto link to the configured sales address. */
  contactSalesLabel: 'Contact Sales',
  mailSubject: 'IronKeep discovery session request',
} as const;
