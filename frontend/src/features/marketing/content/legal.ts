/** Privacy Policy and Terms of Service content. */

export type LegalBlock =
  | { type: 'p'; text: string }
  | { type: 'ul'; items: string[] }
  /** Company contact lines followed by the configured sales address as a mailto link. */
  | { type: 'contact'; lines: string[]; emailLabel: string };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

const LAST_UPDATED = 'December 20, 2024';

const CONTACT_LINES = ['IronKeep', 'Santa Barbara, CA', 'United States'];

export const PRIVACY_POLICY: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: LAST_UPDATED,
  intro:
    'This Privacy Policy explains how IronKeep ("IronKeep", "we", "us") collects, uses and protects information when you visit our website, use our interactive demo, or contact us about our products. It does not govern data processed inside a customer’s own IronKeep deployment, which remains under that customer’s control.',
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        { type: 'p', text: 'We collect only what we need to respond to you and run our website:' },
        {
          type: 'ul',
          items: [
            'Contact details you provide through our contact, newsletter and enterprise inquiry forms, such as name, work email, company, job title, phone number and the content of your message.',
            'Account information if you create an account, including username, email address, a salted hash of your password and two-factor authentication settings.',
            'Questions you type into the interactive demo, which are processed to generate a response and are not used to train models.',
            'Technical data such as IP address, browser type, pages visited and security events (for example sign-in attempts), collected to operate and protect the service.',
          ],
        },
        {
          type: 'p',
          text: 'We do not buy personal information from data brokers, and we do not knowingly collect information from children under 16.',
        },
      ],
    },
    {
      id: 'how-we-use-your-information',
      title: 'How We Use Your Information',
      blocks: [
        {
          type: 'ul',
          items: [
            'To respond to inquiries, schedule discovery sessions and provide quotes.',
            'To send newsletters you have subscribed to; every message includes an unsubscribe link.',
            'To provide, secure and maintain accounts, including fraud prevention and security logging.',
            'To understand, in aggregate, how our website is used so we can improve it.',
            'To comply with legal obligations and enforce our terms.',
          ],
        },
        {
          type: 'p',
          text: 'We do not sell your personal information, and we do not share it with third parties for their own marketing. Where we use service providers (for example, email delivery or hosting), they process data only on our instructions and under contractual confidentiality and security obligations.',
        },
      ],
    },
    {
      id: 'data-security',
      title: 'Data Security',
      blocks: [
        {
          type: 'p',
          text: 'We protect the information we hold with controls consistent with our SOC 2 Type II program:',
        },
        {
          type: 'ul',
          items: [
            'Encryption in transit with TLS and encryption at rest with AES-256.',
            'Passwords stored only as salted hashes; optional two-factor authentication for accounts.',
            'Role-based access for our staff on a need-to-know basis, with access reviewed regularly.',
            'Security event logging, monitoring and a documented incident response process.',
          ],
        },
        {
          type: 'p',
          text: 'No method of transmission or storage is completely secure. If we become aware of a breach affecting your personal information, we will notify you and the relevant authorities as required by law.',
        },
      ],
    },
    {
      id: 'data-sovereignty',
      title: 'Data Sovereignty',
      blocks: [
        {
          type: 'p',
          text: 'IronKeep products are built so that customers keep control of their data. In a customer deployment, whether on-premises, in a private cloud or air-gapped, documents, prompts, responses and logs are stored and processed on infrastructure the customer controls. IronKeep does not receive, access or use that data unless the customer explicitly grants access, for example for a support case, and then only for that purpose.',
        },
        {
          type: 'p',
          text: 'Information collected through this website is processed in the United States. If you are in the European Economic Area, the United Kingdom or Switzerland, you may have rights to access, correct, delete, restrict or object to processing of your personal data, and to data portability. To exercise these rights, contact us using the details below. We respond to verified requests within one month.',
        },
      ],
    },
    {
      id: 'contact-us',
      title: 'Contact Us',
      blocks: [
        {
          type: 'p',
          text: 'For questions about this policy or to exercise your privacy rights, contact:',
        },
        { type: 'contact', lines: CONTACT_LINES, emailLabel: 'Email' },
      ],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: LAST_UPDATED,
  intro:
    'These Terms of Service govern your use of the IronKeep website, interactive demo and related online services. Use of IronKeep software under a commercial agreement is governed by that agreement, which takes precedence where the two differ.',
  sections: [
    {
      id: 'acceptance-of-terms',
      title: 'Acceptance of Terms',
      blocks: [
        {
          type: 'p',
          text: 'By accessing or using our website or services, you agree to these Terms. If you use them on behalf of an organization, you confirm that you have authority to bind that organization. If you do not agree, do not use the services.',
        },
        {
          type: 'p',
          text: 'We may update these Terms from time to time. The date above shows when they were last changed; continued use after a change means you accept the updated Terms.',
        },
      ],
    },
    {
      id: 'service-description',
      title: 'Service Description',
      blocks: [
        {
          type: 'p',
          text: 'IronKeep provides private, self-hosted AI infrastructure: software, deployment tooling and support that let organizations run AI assistants on-premises, in a private cloud, in hybrid configurations or in air-gapped environments. Our website also offers an interactive demo and a downloadable local edition, IronKeep Local.',
        },
        {
          type: 'p',
          text: 'The interactive demo is provided for evaluation only. It uses sample data, may use different models from a production deployment, and must not be used to process confidential, personal or regulated information.',
        },
      ],
    },
    {
      id: 'use-license',
      title: 'Use License',
      blocks: [
        {
          type: 'p',
          text: 'Subject to these Terms, we grant you a limited, non-exclusive, non-transferable, revocable license to access the website and demo for evaluating IronKeep products. You may not:',
        },
        {
          type: 'ul',
          items: [
            'Copy, modify, distribute or create derivative works of the website or software except as permitted by a written agreement with us.',
            'Reverse engineer, decompile or attempt to extract source code or model weights, except where applicable law expressly permits it.',
            'Use the services to build a competing product or to benchmark them for publication without our consent.',
            'Probe, scan or test the vulnerability of our systems without written authorization, or interfere with their operation.',
            'Use the services for any unlawful purpose or to generate content that infringes the rights of others.',
          ],
        },
        {
          type: 'p',
          text: 'IronKeep Local license keys are for the licensee named in the order and for the number of users in its tier.',
        },
      ],
    },
    {
      id: 'security-and-compliance',
      title: 'Security and Compliance',
      blocks: [
        {
          type: 'p',
          text: 'We maintain security controls consistent with our SOC 2 Type II program, including AES-256 encryption at rest, TLS encryption in transit, access controls and audit logging. Compliance with laws and regulations that apply to your data and industry, such as HIPAA, GDPR or FISMA, remains your responsibility; IronKeep provides capabilities and documentation that support your program but does not by itself make you compliant.',
        },
        {
          type: 'p',
          text: 'Customers operating self-hosted deployments are responsible for the security of the infrastructure they control, including physical security, network configuration, patching and user access.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of Liability',
      blocks: [
        {
          type: 'p',
          text: 'The website and demo are provided "as is" and "as available", without warranties of any kind, express or implied, including merchantability, fitness for a particular purpose and non-infringement. AI-generated output can be inaccurate; you are responsible for reviewing it before relying on it.',
        },
        {
          type: 'p',
          text: 'To the maximum extent permitted by law, IronKeep will not be liable for any indirect, incidental, special, consequential or punitive damages, or for loss of profits, revenue or data, arising from your use of the website or demo. Our total liability for any claim relating to them will not exceed one hundred US dollars (US$100). Liability under a commercial agreement is governed by that agreement.',
        },
      ],
    },
    {
      id: 'contact-information',
      title: 'Contact Information',
      blocks: [
        {
          type: 'p',
          text: 'These Terms are governed by the laws of the State of California. Questions about these Terms can be sent to:',
        },
        { type: 'contact', lines: CONTACT_LINES, emailLabel: 'Email' },
      ],
    },
  ],
};

export const NOT_FOUND = {
  title: 'Page Not Found',
  description: 'The page you are looking for cannot be found. It may have been moved or removed.',
  homeAction: { label: 'Go Back Home', href: '/' },
  /** The not-found page is excluded from search indexing. */
  robots: 'noindex',
} as const;
