/** Enterprise lead option values (spec §5); the client form offers exactly these. */
export const EMPLOYEE_COUNTS = ['1-50', '51-200', '201-1000', '1001-5000', '5000+'] as const;
export const USE_CASES = [
  'legal',
  'healthcare',
  'government',
  'finance',
  'consulting',
  'other',
] as const;
export const DEPLOYMENT_TYPES = ['on-premise', 'private-cloud', 'air-gapped', 'hybrid'] as const;
export const TIMELINES = ['immediate', '1-3months', '3-6months', '6-12months', 'planning'] as const;
export const BUDGETS = ['under-50k', '50k-100k', '100k-250k', '250k-500k', '500k+'] as const;

export type EmployeeCount = (typeof EMPLOYEE_COUNTS)[number];
export type UseCase = (typeof USE_CASES)[number];
export type DeploymentType = (typeof DEPLOYMENT_TYPES)[number];
export type Timeline = (typeof TIMELINES)[number];
export type Budget = (typeof BUDGETS)[number];
