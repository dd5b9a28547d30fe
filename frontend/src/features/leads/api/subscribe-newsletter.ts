import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiJson } from '@/lib/api-client';
import type { components } from '@/lib/api-types';
import { trackNewsletterSignup } from '@/lib/marketing-analytics';

export const NEWSLETTER_PATH = '/api/newsletter';

/** Same rules and messages as the server's NewsletterDto. */
export const newsletterInputSchema = z.object({
  email: z.string().trim().max(254, 'Email is too long').pipe(z.email('Valid email is required')),
});

export type NewsletterInput = z.infer<typeof newsletterInputSchema>;
type NewsletterRequest = components['schemas']['NewsletterDto'];
type LeadAccepted = components['schemas']['LeadAcceptedDto'];

export function subscribeNewsletter(input: NewsletterInput): Promise<LeadAccepted> {
  const body: NewsletterRequest = input;
  return apiJson<LeadAccepted>('POST', NEWSLETTER_PATH, body);
}

export function useSubscribeNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: subscribeNewsletter,
    onSuccess: async (_data, input) => {
      trackNewsletterSignup(input.email);
      await queryClient.invalidateQueries({ queryKey: [NEWSLETTER_PATH] });
    },
  });
}
