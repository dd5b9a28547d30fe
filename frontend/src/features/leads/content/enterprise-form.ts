/** Copy for the enterprise "Discovery & Scoping" form (options: config/enterprise-lead-options). */

export const DISCOVERY_FORM = {
  title: 'Discovery & Scoping',
  description:
    'Tell us about your organization and requirements. An enterprise solutions engineer will contact you within 24 hours to schedule a discovery session.',
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Work Email',
    company: 'Company',
    jobTitle: 'Job Title',
    phone: 'Phone (optional)',
    employeeCount: 'Company Size',
    useCase: 'Industry',
    deploymentType: 'Deployment Type',
    timeline: 'Timeline',
    budget: 'Budget Range',
    currentSolution: 'Current Solution (optional)',
    specificRequirements: 'Specific Requirements (optional)',
  },
  placeholders: {
    employeeCount: 'Select company size',
    useCase: 'Select your industry',
    deploymentType: 'Select deployment type',
    timeline: 'Select timeline',
    budget: 'Select budget range',
    currentSolution: 'e.g. public AI service with restricted use, internal pilot, none',
    specificRequirements:
      'Compliance frameworks, integrations, data volumes, number of users, air-gap constraints…',
  },
  submit: 'Submit Inquiry',
  submitting: 'Submitting...',
  privacyNote:
    'We use this information only to respond to your inquiry. See our Privacy Policy for details.',
  success: {
    title: 'Thank You',
    description:
      'Your inquiry has been received. Our enterprise team will contact you within 24 hours to schedule your discovery session.',
    submitAnother: 'Submit Another Inquiry',
    exploreDemo: { label: 'Explore Demo', href: '/demo' },
  },
} as const;
