/**
 * The enterprise lead form's option lists (spec §5): the values it submits and the labels it
 * shows. Shared, because the admin panel's lead list shows a request in the same words as the
 * form that made it (features never import each other).
 */

/** A select option; `value` is what the form submits. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const EMPLOYEE_COUNT_OPTIONS = [
  { value: '1-50', label: '1-50 employees' },
  { value: '51-200', label: '51-200 employees' },
  { value: '201-1000', label: '201-1,000 employees' },
  { value: '1001-5000', label: '1,001-5,000 employees' },
  { value: '5000+', label: '5,000+ employees' },
] as const satisfies readonly Option[];

export const USE_CASE_OPTIONS = [
  { value: 'legal', label: 'Legal' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'government', label: 'Government' },
  { value: 'finance', label: 'Finance' },
  { value: 'consulting', label: 'Consulting' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const DEPLOYMENT_TYPE_OPTIONS = [
  { value: 'on-premise', label: 'On-Premise' },
  { value: 'private-cloud', label: 'Private Cloud' },
  { value: 'air-gapped', label: 'Air-Gapped' },
  { value: 'hybrid', label: 'Hybrid' },
] as const satisfies readonly Option[];

export const TIMELINE_OPTIONS = [
  { value: 'immediate', label: 'Immediate (within 1 month)' },
  { value: '1-3months', label: '1-3 months' },
  { value: '3-6months', label: '3-6 months' },
  { value: '6-12months', label: '6-12 months' },
  { value: 'planning', label: 'Planning phase' },
] as const satisfies readonly Option[];

export const BUDGET_OPTIONS = [
  { value: 'under-50k', label: 'Under $50,000' },
  { value: '50k-100k', label: '$50,000 - $100,000' },
  { value: '100k-250k', label: '$100,000 - $250,000' },
  { value: '250k-500k', label: '$250,000 - $500,000' },
  { value: '500k+', label: '$500,000+' },
] as const satisfies readonly Option[];

export type EmployeeCount = (typeof EMPLOYEE_COUNT_OPTIONS)[number]['value'];
export type UseCase = (typeof USE_CASE_OPTIONS)[number]['value'];
export type DeploymentType = (typeof DEPLOYMENT_TYPE_OPTIONS)[number]['value'];
export type Timeline = (typeof TIMELINE_OPTIONS)[number]['value'];
export type Budget = (typeof BUDGET_OPTIONS)[number]['value'];

/** Option values as tuples, ready for z.enum(...) in the form schema. */
export const optionValues = <V extends string>(options: readonly { value: V }[]): [V, ...V[]] =>
  options.map((o) => o.value) as [V, ...V[]];

/** The label the form shows for `value`; the value itself for one the list does not know. */
export const optionLabel = (options: readonly Option[], value: string): string =>
  options.find((o) => o.value === value)?.label ?? value;
