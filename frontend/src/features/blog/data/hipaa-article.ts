import type { ArticleSection, BlogArticle } from './types';

export const HIPAA_ARTICLE_SLUG = 'deploy-private-ai-healthcare-hipaa-compliance';

/** The 18 identifiers that must be removed under the HIPAA Safe Harbor method (45 CFR 164.514(b)(2)). */
export const SAFE_HARBOR_IDENTIFIERS: string[] = [
  'Names',
  'Geographic subdivisions smaller than a state (street address, city, county, precinct, ZIP code), except the first three ZIP digits when that area holds more than 20,000 people',
  'All elements of dates (except year) directly related to the individual, such as birth, admission, discharge and death dates, and all ages over 89',
  'Telephone numbers',
  'Fax numbers',
  'Email addresses',
  'Social Security numbers',
  'Medical record numbers',
  'Health plan beneficiary numbers',
  'Account numbers',
  'Certificate and license numbers',
  'Vehicle identifiers and serial numbers, including license plate numbers',
  'Device identifiers and serial numbers',
  'Web URLs',
  'IP addresses',
  'Biometric identifiers, including finger and voice prints',
  'Full-face photographs and any comparable images',
  'Any other unique identifying number, characteristic or code',
];

/** Audit events a HIPAA-aligned AI deployment should record. */
export const REQUIRED_AUDIT_LOG_TYPES: string[] = [
  'Authentication events: sign-ins, sign-outs, failed attempts, MFA challenges and lockouts',
  'PHI access events: which user or service read which patient record, and when',
  'AI queries and responses: prompt, retrieved source documents, model name and version, and response identifiers for every request that touches PHI',
  'Data modifications: creation, update and deletion of records, embeddings and knowledge-base documents',
  'Administrative changes: role and permission grants, policy edits, model deployments and configuration changes',
  'Data exports and disclosures: downloads, report generation, API extracts and transfers to other systems',
  'Security events: intrusion-detection alerts, firewall denies, malware detections and integrity-check failures',
  'System events: service start and stop, backups and restores, encryption key rotation and failover',
];

const sections: ArticleSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    blocks: [
      {
        type: 'p',
        text: 'Clinical teams want the same AI assistants everyone else is using: summarizing discharge notes, drafting prior-authorization letters, answering policy questions and searching years of internal guidance in seconds. The obstacle is not the model. It is the protected health information (PHI) that flows through every prompt, retrieved document and generated answer.',
      },
      {
        type: 'p',
        text: 'Sending that data to a shared, multi-tenant AI service means extending your HIPAA boundary to a vendor you do not control, negotiating a Business Associate Agreement (BAA) for every component, and trusting that prompts are neither retained nor used for training. A private deployment keeps the model, the vector index and the logs inside infrastructure your organization already governs.',
      },
      {
        type: 'p',
        text: 'This guide walks through what HIPAA actually requires of an AI system, a reference architecture that satisfies those requirements, a five-step deployment plan, and the PHI handling, audit and monitoring practices that compliance officers will ask about. It is written for healthcare IT leaders, security architects and privacy officers planning a first production deployment.',
      },
      {
        type: 'callout',
        title: 'A note on "HIPAA certification"',
        text: 'The U.S. Department of Health and Human Services does not certify products or vendors as HIPAA compliant. Compliance is a property of how a covered entity or business associate operates: its risk analysis, policies, safeguards and agreements. Treat any vendor claim of "HIPAA certification" with caution, and plan to demonstrate compliance through your own documentation.',
      },
    ],
  },
  {
    id: 'hipaa-requirements',
    title: 'Understanding HIPAA Requirements for AI',
    blocks: [
      {
        type: 'p',
        text: 'Two parts of HIPAA shape almost every design decision for an AI system: the Privacy Rule, which governs how PHI may be used and disclosed, and the Security Rule, which sets the safeguards for electronic PHI (ePHI). The Breach Notification Rule adds the obligation to notify affected individuals, HHS and in some cases the media when unsecured PHI is compromised.',
      },
      { type: 'h3', text: 'Privacy Rule' },
      {
        type: 'ul',
        items: [
          'Minimum necessary standard: an AI workflow should retrieve and display only the PHI needed for the task, not entire charts by default.',
          'Permitted uses and disclosures: treatment, payment and healthcare operations are permitted; other uses, including most model training on identifiable data, need authorization or de-identification.',
          'Individual rights: patients can request access to, amendment of, and an accounting of disclosures of their PHI, so AI-generated content stored in the record must be retrievable.',
          'Business Associate Agreements: every vendor that creates, receives, maintains or transmits PHI on your behalf must sign a BAA.',
          'Notice of Privacy Practices: material changes in how PHI is used may need to be reflected in the notice given to patients.',
        ],
      },
      { type: 'h3', text: 'Security Rule' },
      {
        type: 'ul',
        items: [
          'Administrative safeguards (45 CFR 164.308): risk analysis and risk management, a designated security official, workforce training, access management and contingency planning.',
          'Physical safeguards (45 CFR 164.310): facility access controls, workstation security, and device and media controls for GPU servers, disks and backups.',
          'Technical safeguards (45 CFR 164.312): access control, audit controls, integrity controls, person or entity authentication, and transmission security.',
          'Policies and documentation (45 CFR 164.316): written policies and procedures, retained for six years from creation or last effective date.',
        ],
      },
      { type: 'h3', text: 'Compliance considerations specific to AI' },
      {
        type: 'ul',
        items: [
          'Prompts and model outputs that contain PHI are ePHI. They need the same encryption, access control and retention rules as the source record.',
          'Vector embeddings derived from clinical text can leak content and should be treated as PHI, not as anonymous numbers.',
          'Retrieval-augmented generation must respect the user’s existing permissions: the assistant must never surface a document the user could not open directly.',
          'Your risk analysis must be updated when a new model, data source or integration is introduced, not only once a year.',
          'Clinical outputs need human review. An AI draft is decision support, and the accountable clinician signs off.',
        ],
      },
    ],
  },
  {
    id: 'secure-architecture',
    title: 'Secure AI Architecture for Healthcare',
    blocks: [
      {
        type: 'p',
        text: 'A defensible architecture separates concerns into three layers and places each component in a network zone that limits what it can reach. The goal is that compromise of any single component does not expose PHI at rest, and that every access path is authenticated, authorized and logged.',
      },
      { type: 'h3', text: 'Data layer' },
      {
        type: 'ul',
        items: [
          'Databases, vector indexes, object storage and backups encrypted with AES-256 at rest, using keys held in a hardware security module or a dedicated key-management service.',
          'PHI stores separated from application configuration and telemetry, with no PHI in general-purpose log pipelines.',
          'Encrypted, immutable backups replicated to a second site, with restores tested on a schedule.',
        ],
      },
      { type: 'h3', text: 'AI processing layer' },
      {
        type: 'ul',
        items: [
          'Inference servers on dedicated nodes with no outbound internet access; model weights are loaded from an internal, checksummed registry.',
          'Retrieval services that filter documents by the caller’s permissions before they reach the model context.',
          'Input and output filters that detect identifiers in prompts and responses, and block or redact them where a workflow should not handle PHI.',
          'Prompts and responses kept in memory only for the duration of the request unless a workflow explicitly persists them to the encrypted store.',
        ],
      },
      { type: 'h3', text: 'Access control layer' },
      {
        type: 'ul',
        items: [
          'Single sign-on through your identity provider (SAML 2.0 or OpenID Connect) with multi-factor authentication enforced.',
          'Role-based access control mapped to clinical and administrative roles, with least privilege as the default.',
          'Automatic session timeout, documented break-glass access for emergencies, and quarterly access reviews.',
        ],
      },
      { type: 'h3', text: 'Network zones' },
      {
        type: 'table',
        headers: ['Zone', 'Components', 'Allowed traffic'],
        rows: [
          [
            'DMZ',
            'Reverse proxy, web application firewall, TLS 1.3 termination',
            'Inbound HTTPS from the hospital network or VPN only; forwards to the application zone',
          ],
          [
            'Application',
            'API services, inference servers, retrieval and orchestration services',
            'Accepts traffic from the DMZ only; reaches the data zone on named ports; no internet egress',
          ],
          [
            'Data',
            'Relational database, vector store, object storage, key management',
            'Accepts connections from the application zone only; no route to the DMZ or the internet',
          ],
        ],
      },
      {
        type: 'p',
        text: 'All traffic between zones uses TLS 1.3, with mutual TLS between internal services, so that a foothold in one zone does not allow passive interception in another.',
      },
    ],
  },
  {
    id: 'deployment-guide',
    title: 'Step-by-Step Deployment Guide',
    blocks: [
      {
        type: 'p',
        text: 'Most healthcare deployments follow the same five steps. A focused first use case, such as policy search for nursing staff, can move through them in weeks; an organization-wide rollout with EHR integration takes longer.',
      },
      {
        type: 'steps',
        steps: [
          {
            title: 'Infrastructure preparation',
            description:
              'Provision the hardware or private cloud capacity and build the network zones before any PHI is loaded.',
            items: [
              'Size GPU and CPU capacity for expected concurrent users and model size',
              'Create the DMZ, application and data zones with default-deny firewall rules',
              'Harden host images against CIS benchmarks and enable full-disk encryption',
              'Stand up key management and an internal model and container registry',
            ],
          },
          {
            title: 'Security controls implementation',
            description:
              'Turn on the safeguards the Security Rule expects and confirm each one works before go-live.',
            items: [
              'Integrate SSO and enforce multi-factor authentication',
              'Define roles and map them to identity-provider groups',
              'Enable AES-256 encryption at rest and TLS 1.3 in transit, including internal traffic',
              'Forward audit logs to a tamper-evident store with at least six years of retention',
            ],
          },
          {
            title: 'AI model deployment',
            description:
              'Deploy vetted models and connect the knowledge sources the first use case needs.',
            items: [
              'Select models with licenses that allow your intended use and record their versions',
              'Load weights from the internal registry and verify checksums',
              'Index approved document collections with permission metadata attached',
              'Configure PHI detection, redaction rules and output guardrails per workflow',
            ],
          },
          {
            title: 'Compliance validation',
            description:
              'Show, with evidence, that the system meets your policies before real patients’ data depends on it.',
            items: [
              'Update the HIPAA risk analysis and risk management plan for the new system',
              'Run a penetration test and a configuration review against the architecture',
              'Test that retrieval never returns documents a user is not entitled to see',
              'Confirm BAAs are in place with every vendor that can access PHI',
            ],
          },
          {
            title: 'Production launch',
            description:
              'Roll out in stages with monitoring, training and a clear route for reporting problems.',
            items: [
              'Start with a pilot group and expand by department',
              'Train users on appropriate use, human review and how to report incorrect output',
              'Activate alerting on security events and unusual access patterns',
              'Schedule the first access review and model performance review',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'security-controls',
    title: 'Essential Security Controls',
    blocks: [
      {
        type: 'p',
        text: 'The Security Rule distinguishes required implementation specifications from addressable ones, but for a system that concentrates PHI the way an AI assistant does, treat nearly every addressable specification as required and document how you meet it.',
      },
      { type: 'h3', text: 'Technical safeguards' },
      {
        type: 'table',
        headers: ['Safeguard', 'Implementation in a private AI deployment'],
        rows: [
          [
            'Access control',
            'Unique user IDs through SSO, role-based permissions, automatic logoff after inactivity, break-glass procedure',
          ],
          [
            'Encryption',
            'AES-256 for databases, vector indexes, object storage and backups; TLS 1.3 for all network traffic',
          ],
          [
            'Audit controls',
            'Every PHI access and AI request recorded with user, time, resource and outcome',
          ],
          [
            'Integrity',
            'Checksums on model weights and documents, write-once audit storage, database integrity checks',
          ],
          [
            'Authentication',
            'Multi-factor authentication for users; mutual TLS or signed tokens for service-to-service calls',
          ],
          [
            'Transmission security',
            'No plaintext protocols; internal certificates issued by a private CA and rotated automatically',
          ],
        ],
      },
      { type: 'h3', text: 'Administrative safeguards' },
      {
        type: 'ul',
        items: [
          'A named security official and privacy official accountable for the AI system.',
          'A documented risk analysis, reviewed whenever models, data sources or integrations change.',
          'Workforce training on acceptable use of AI assistants, including what not to paste into a prompt.',
          'A sanctions policy applied consistently to misuse.',
          'Regular review of audit logs and access reports, with findings tracked to closure.',
          'A contingency plan covering backup, disaster recovery and emergency-mode operation.',
          'Business Associate Agreements with hardware support, managed-service and integration partners.',
        ],
      },
    ],
  },
  {
    id: 'phi-data-handling',
    title: 'PHI Data Handling Best Practices',
    blocks: [
      {
        type: 'p',
        text: 'Not all data in a clinical AI workflow carries the same risk. Classifying it into tiers lets you apply strict controls where they matter without making low-risk use cases unworkable.',
      },
      {
        type: 'table',
        headers: ['Sensitivity tier', 'Examples', 'Required handling'],
        rows: [
          [
            'High',
            'Clinical notes, diagnoses, psychotherapy notes, substance use disorder records, genetic and HIV test results',
            'Need-to-know access only, encryption with dedicated keys, full audit of every access, no use for model training',
          ],
          [
            'Medium',
            'Limited data sets, appointment schedules with patient names, billing and claims data',
            'Role-based access, encryption at rest and in transit, data use agreements for limited data sets',
          ],
          [
            'Low',
            'Properly de-identified data, aggregate statistics, clinical policies and non-patient documents',
            'Standard access control and encryption; periodic checks that de-identification still holds',
          ],
        ],
      },
      { type: 'h3', text: 'De-identification methods' },
      {
        type: 'p',
        text: 'HIPAA recognizes two methods for de-identifying data, after which it is no longer PHI and can be used more freely, for example to evaluate or fine-tune a model.',
      },
      {
        type: 'ul',
        items: [
          'Expert Determination (45 CFR 164.514(b)(1)): a qualified statistical expert analyses the data set and documents that the risk of re-identification is very small. It preserves more analytic value but requires specialist work for each data set and use.',
          'Safe Harbor (45 CFR 164.514(b)(2)): remove all 18 specified identifiers of the individual and of relatives, employers and household members, and have no actual knowledge that the remaining information could identify anyone.',
        ],
      },
      { type: 'h3', text: 'The 18 Safe Harbor identifiers' },
      { type: 'ol', items: SAFE_HARBOR_IDENTIFIERS },
      {
        type: 'callout',
        title: 'Free text is the hard part',
        text: 'Identifiers hide in clinical narrative: "the patient’s daughter, a teacher at Lincoln Elementary". Automated de-identification of notes should be validated on a sample reviewed by people before a data set is released for any secondary use.',
      },
    ],
  },
  {
    id: 'audit-compliance-monitoring',
    title: 'Audit and Compliance Monitoring',
    blocks: [
      {
        type: 'p',
        text: 'Audit controls are a required technical safeguard, and for AI systems they are also the only way to answer the question a privacy officer will eventually ask: who saw this patient’s information, and what did the assistant tell them?',
      },
      { type: 'h3', text: 'Required log types' },
      { type: 'ol', items: REQUIRED_AUDIT_LOG_TYPES },
      { type: 'h3', text: 'Making logs useful' },
      {
        type: 'ul',
        items: [
          'Record identifiers and references in logs, never the PHI itself; store prompt and response content, where it must be kept, in the encrypted PHI store.',
          'Write logs to append-only storage so that administrators cannot silently alter them.',
          'Synchronize clocks across all servers so events can be correlated.',
          'Alert on patterns, not just events: bulk record access, access outside shift hours, or repeated denied requests.',
          'Review access reports on a fixed schedule and keep evidence that the review happened.',
        ],
      },
      {
        type: 'callout',
        title: 'Retention',
        text: 'HIPAA requires policies, procedures and related documentation to be kept for six years. Many organizations apply the same period to audit logs; IronKeep retains audit logs for seven years by default so that the full six-year window is always covered.',
      },
    ],
  },
  {
    id: 'common-pitfalls',
    title: 'Common Pitfalls to Avoid',
    blocks: [
      {
        type: 'ol',
        items: [
          'Treating prompts and outputs as transient. Chat history, cached responses and debug logs that contain PHI are ePHI and fall under the Security Rule.',
          'Assuming self-hosted means compliant. Running the model on your own servers removes a third party, but you still need the risk analysis, access control, audit logging and policies.',
          'Ignoring permissions in retrieval. A knowledge-base assistant that indexes everything and answers anyone will disclose records to staff who have no need to see them.',
          'Missing Business Associate Agreements. Hardware support contracts with remote access, managed-service providers and integration partners may all need a BAA.',
          'Skipping human review of clinical output. Models make fluent mistakes; workflows must keep an accountable clinician between a draft and the patient record.',
        ],
      },
    ],
  },
  {
    id: 'conclusion',
    title: 'Conclusion and Next Steps',
    blocks: [
      {
        type: 'p',
        text: 'Private AI lets healthcare organizations use modern language models without widening their HIPAA boundary. The technology is ready; success depends on treating the AI system as what it is, a new store and processor of PHI, and applying the same discipline you apply to the EHR.',
      },
      { type: 'h3', text: 'Key success factors' },
      {
        type: 'ul',
        items: [
          'Executive sponsorship with the privacy and security officers involved from the first design meeting.',
          'A narrow first use case with measurable outcomes, expanded only after it is stable.',
          'Encryption everywhere: AES-256 at rest and TLS 1.3 in transit, with keys you control.',
          'Permission-aware retrieval and complete audit trails from day one, not added later.',
          'Ongoing monitoring of both security events and model quality.',
        ],
      },
      { type: 'h3', text: 'Next steps' },
      {
        type: 'ol',
        items: [
          'Inventory the workflows where staff already want AI help and classify the data each one touches.',
          'Update your HIPAA risk analysis to include the proposed AI system and its data flows.',
          'Choose a deployment model (on-premises, private cloud, hybrid or air-gapped) that fits your infrastructure and risk posture.',
          'Schedule a discovery session with IronKeep to scope a pilot, architecture and timeline.',
        ],
      },
    ],
  },
];

export const hipaaArticle: BlogArticle = {
  id: 'hipaa-healthcare-guide',
  slug: HIPAA_ARTICLE_SLUG,
  title: 'How to Deploy Private AI in Healthcare: A Complete HIPAA Compliance Guide',
  excerpt:
    'A practical guide to running AI assistants on PHI without widening your HIPAA boundary: Privacy and Security Rule requirements, a three-layer reference architecture, a five-step deployment plan, de-identification and audit logging.',
  author: 'Dr. Sarah Chen',
  authorRole: 'Healthcare Solutions Architect, IronKeep',
  date: '2025-01-15',
  readTime: '15 min read',
  category: 'Healthcare AI',
  tags: ['HIPAA', 'Healthcare', 'PHI Protection', 'Private AI', 'Compliance', 'Data Security'],
  featured: true,
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
      slug: 'government-ai-security-fisma-requirements',
      title: 'Government AI Security: FISMA Requirements',
      category: 'Government',
      readTime: '18 min read',
    },
  ],
};
