import type { FeatureCard, IconName, IconPoint, ProcessStep, Stat } from './types';

export const ENTERPRISE_ANCHORS = {
  deploymentOptions: 'deployment-options',
  discoveryForm: 'discovery-form',
} as const;

export const ENTERPRISE_HERO = {
  badge: 'For Government, Healthcare, Finance and Enterprise',
  title: 'Enterprise AI Infrastructure',
  subtitle:
    'Deploy AI assistants on infrastructure you own and control. IronKeep brings enterprise-grade security, compliance support and 24/7 engineering to on-premises, private cloud and air-gapped environments.',
  primaryAction: { label: 'Schedule Demo', anchor: ENTERPRISE_ANCHORS.discoveryForm },
  secondaryAction: { label: 'View Solutions', anchor: ENTERPRISE_ANCHORS.deploymentOptions },
  backLink: { label: 'Back to Home', href: '/' },
} as const;

export const ENTERPRISE_STATS: Stat[] = [
  { number: '99.9%', label: 'Uptime SLA' },
  { number: 'SOC 2', label: 'Type II Compliant' },
  { number: '24/7', label: 'Enterprise Support' },
  { number: 'Air-Gapped', label: 'Deployment Ready' },
];

export interface DeploymentOption {
  id: 'on-premises' | 'private-cloud' | 'air-gapped';
  icon: IconName;
  title: string;
  description: string;
  features: string[];
}

export const DEPLOYMENT_SECTION = {
  title: 'Deployment Options',
  subtitle:
    'The same platform in every environment, so you can start in one and grow into another.',
};

export const DEPLOYMENT_OPTIONS: DeploymentOption[] = [
  {
    id: 'on-premises',
    icon: 'Server',
    title: 'On-Premises',
    description:
      'Run IronKeep on your own hardware in your own data center, with full physical and logical control.',
    features: [
      'Bare metal, Docker or Kubernetes installation',
      'Integrates with existing SSO, LDAP and monitoring',
      'GPU sizing and hardware recommendations included',
      'Data never leaves your facility',
    ],
  },
  {
    id: 'private-cloud',
    icon: 'Cloud',
    title: 'Private Cloud',
    description:
      'Deploy into a dedicated tenancy in your cloud account, in the regions your data residency rules require.',
    features: [
      'Single-tenant deployment in your own cloud account',
      'Region selection for data residency',
      'Elastic GPU capacity for peak demand',
      'Private networking with no public endpoints required',
    ],
  },
  {
    id: 'air-gapped',
    icon: 'WifiOff',
    title: 'Air-Gapped',
    description:
      'A complete installation for isolated networks with no internet connection, for the most sensitive workloads.',
    features: [
      'Offline installation and licensing',
      'Signed, checksummed update bundles',
      'Local model, package and container registries',
      'Monitoring and audit logging that run fully offline',
    ],
  },
];

export const ENTERPRISE_FEATURES_SECTION = {
  title: 'Built for Enterprise Scale',
  subtitle: 'Controls your security, compliance and operations teams will ask for on day one.',
};

export const ENTERPRISE_FEATURES: FeatureCard[] = [
  {
    icon: 'Database',
    title: 'Multi-User Memory Vaults',
    description:
      'Opt-in memory for each user, isolated from every other account and always encrypted with AES-256-GCM, so context persists without leaking across boundaries.',
    gradient: 'from-blue-500 to-cyan-500',
  },
  {
    icon: 'KeyRound',
    title: 'Role-Based Access Control',
    description:
      'User, manager and admin roles with granular permissions, mapped to your identity provider’s groups.',
    gradient: 'from-purple-500 to-pink-500',
  },
  {
    icon: 'FileSearch',
    title: 'Audit Logs with 7-Year Retention',
    description:
      'Every sign-in, query and administrative action recorded in tamper-evident logs retained for seven years.',
    gradient: 'from-emerald-500 to-teal-500',
  },
  {
    icon: 'ShieldCheck',
    title: 'Compliance Ready',
    description:
      'SOC 2 Type II infrastructure with documentation that supports GDPR, FISMA and FedRAMP programs.',
    gradient: 'from-orange-500 to-amber-500',
  },
  {
    icon: 'Sparkles',
    title: 'Custom Model Training',
    description:
      'Fine-tune open-weight models on your own data inside your environment, with evaluation before release.',
    gradient: 'from-indigo-500 to-blue-500',
  },
  {
    icon: 'Globe',
    title: 'Global Deployment',
    description:
      'Deploy in the regions and facilities you choose, with multi-site replication and data residency controls.',
    gradient: 'from-rose-500 to-red-500',
  },
];

export const SECURITY_SECTION = {
  title: 'Security Controls',
  subtitle: 'Defense in depth, from the disk to the browser.',
};

export const SECURITY_CONTROLS: IconPoint[] = [
  {
    icon: 'Lock',
    title: 'AES-256 Encryption',
    description:
      'Data encrypted at rest with AES-256 and in transit with TLS 1.3, using keys you control.',
  },
  {
    icon: 'Shield',
    title: 'Zero Trust Architecture',
    description:
      'Every request authenticated and authorized; no implicit trust between users, services or network zones.',
  },
  {
    icon: 'Network',
    title: 'Network Isolation',
    description:
      'Segmented network zones, default-deny firewall rules and inference servers with no internet egress.',
  },
  {
    icon: 'ClipboardCheck',
    title: 'Regular Security Audits',
    description:
      'Annual SOC 2 Type II examination, independent penetration testing and continuous vulnerability scanning.',
  },
];

export type ComplianceStatus = 'compliant' | 'roadmap' | 'custom';

export interface ComplianceFramework {
  name: string;
  status: ComplianceStatus;
  /** Badge text shown beside the framework. */
  statusLabel: string;
  description: string;
}

export const COMPLIANCE_SECTION = { title: 'Compliance Frameworks' };

export const COMPLIANCE_FRAMEWORKS: ComplianceFramework[] = [
  {
    name: 'SOC 2 Type II',
    status: 'compliant',
    statusLabel: 'Compliant',
    description:
      'Independently audited controls for security and availability, with the report available under NDA.',
  },
  {
    name: 'HIPAA',
    status: 'roadmap',
    statusLabel: 'On Roadmap',
    description:
      'Safeguards for protected health information are built in today; dedicated HIPAA attestations are on our roadmap.',
  },
  {
    name: 'GDPR',
    status: 'compliant',
    statusLabel: 'Compliant',
    description:
      'Data minimization, regional deployment and erasure workflows that support your obligations as controller.',
  },
  {
    name: 'Custom Frameworks',
    status: 'custom',
    statusLabel: 'On Request',
    description:
      'Mapping of IronKeep controls to FISMA, FedRAMP, ISO 27001 or your internal framework during discovery.',
  },
];

export const PROCESS_SECTION = { title: 'How We Work With You' };

export const PROCESS_STEPS: ProcessStep[] = [
  {
    step: 1,
    title: 'Discovery',
    description:
      'We map your use cases, data sources, security requirements and existing infrastructure with your technical and compliance stakeholders.',
  },
  {
    step: 2,
    title: 'Solution Design',
    description:
      'Our architects produce a deployment architecture, hardware sizing, security control mapping and a phased rollout plan.',
  },
  {
    step: 3,
    title: 'Implementation',
    description:
      'We deploy, integrate and validate with your team, train administrators and users, and hand over to 24/7 support.',
  },
];
