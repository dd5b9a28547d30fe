import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { trackContactSubmitted } from '@/lib/marketing-analytics';

export const CONTACT_PATH = '/api/contact';
export const CONTACT_LIMITS = { name: 100, email: 254, company: 100, message: 1000 } as const;
const HONEYPOT = 'This field should be empty';

/** Same rules and messages as the server's ContactDto (spec §5). */
export const contactInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(CONTACT_LIMITS.name, 'Name is too long'),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email, 'Email is too long')
    .pipe(z.email('Valid email is required')),
  company: z.string().trim().max(CONTACT_LIMITS.company, 'Company name is too long'),
  message: z
    .string()
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(CONTACT_LIMITS.message, 'Message is too long'),
  website: z.string().max(0, HONEYPOT),
  phone: z.string().max(0, HONEYPOT),
});

export type ContactInput = z.infer<typeof contactInputSchema>;
type ContactRequest = components['schemas']['ContactDto'];
export type LeadAccepted = components['schemas']['LeadAcceptedDto'];

export function submitContact(input: ContactInput): Promise<LeadAccepted> {
  const body: ContactRequest = input;
  return apiJson<LeadAccepted>('POST', CONTACT_PATH, body);
}

export function useSubmitContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitContact,
    onSuccess: async (_data, input) => {
      trackContactSubmitted(input);
      await queryClient.invalidateQueries({ queryKey: [CONTACT_PATH] });
    },
  });
}
