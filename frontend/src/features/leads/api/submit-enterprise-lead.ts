import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  BUDGET_OPTIONS,
  DEPLOYMENT_TYPE_OPTIONS,
  EMPLOYEE_COUNT_OPTIONS,
  optionValues,
  TIMELINE_OPTIONS,
  USE_CASE_OPTIONS,
} from '@/config/enterprise-lead-options';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';

export const ENTERPRISE_LEAD_PATH = '/api/enterprise/lead';

/** A select: the form holds a string ("" until chosen), the request gets the option value. */
const choice = <V extends string>(options: readonly { value: V }[], message: string) =>
  z.string().pipe(z.enum(optionValues(options), message));

/** Same rules and messages as the server's EnterpriseLeadDto (spec §5). */
export const enterpriseLeadInputSchema = z.object({
  firstName: z.string().trim().min(2, 'First name must be at least 2 characters').max(100),
  lastName: z.string().trim().min(2, 'Last name must be at least 2 characters').max(100),
  email: z.string().trim().pipe(z.email('Please enter a valid email address')),
  company: z.string().trim().min(2, 'Company name is required').max(100),
  jobTitle: z.string().trim().min(2, 'Job title is required').max(100),
  phone: z.string().trim().max(40),
  employeeCount: choice(EMPLOYEE_COUNT_OPTIONS, 'Please select your company size'),
  useCase: choice(USE_CASE_OPTIONS, 'Please select your industry'),
  deploymentType: choice(DEPLOYMENT_TYPE_OPTIONS, 'Please select a deployment type'),
  timeline: choice(TIMELINE_OPTIONS, 'Please select a timeline'),
  budget: choice(BUDGET_OPTIONS, 'Please select a budget range'),
  currentSolution: z.string().trim().max(1000),
  specificRequirements: z.string().trim().max(5000),
});

export type EnterpriseLeadFormValues = z.input<typeof enterpriseLeadInputSchema>;
export type EnterpriseLeadInput = z.infer<typeof enterpriseLeadInputSchema>;
type EnterpriseLeadRequest = components['schemas']['EnterpriseLeadDto'];
type LeadAccepted = components['schemas']['LeadAcceptedDto'];

export function submitEnterpriseLead(input: EnterpriseLeadInput): Promise<LeadAccepted> {
  // complianceRequirements and rfpProcess have no inputs on the page: send their defaults.
  const body: EnterpriseLeadRequest = {
    ...input,
    phone: input.phone || undefined,
    currentSolution: input.currentSolution || undefined,
    specificRequirements: input.specificRequirements || undefined,
    complianceRequirements: [],
    rfpProcess: false,
  };
  return apiJson<LeadAccepted>('POST', ENTERPRISE_LEAD_PATH, body);
}

export function useSubmitEnterpriseLead() {
  return useMutation({ mutationFn: submitEnterpriseLead });
}
